import { useNavigate } from 'react-router';
import { ArrowLeftIcon } from '@/components/icons';
import { paths } from '@/config/paths';

/** Back in history, or to the landing page when this is the first page of the visit. */
export function GoBackButton() {
  const navigate = useNavigate();
  const goBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (index > 0 ? navigate(-1) : navigate(paths.landing));
  };
  return (
    <button type="button" className="button button--ghost" onClick={goBack}>
      <ArrowLeftIcon size={20} />
      Go Back
    </button>
  );
}

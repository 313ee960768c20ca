import { ToastContainer } from 'react-toastify';
import 'react-toastify/ReactToastify.css';
import { TOAST_OPTIONS } from '@/config/constants';

export default function ToastHost() {
  return <ToastContainer {...TOAST_OPTIONS} newestOnTop />;
}

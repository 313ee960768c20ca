import { useId, type KeyboardEvent } from 'react';
import { useImportStore, type ImportMode } from '../stores/import-store';
import { FileImport } from './file-import';
import { PreviewEditor } from './preview-editor';
import { LinkForm, PasteForm } from './source-forms';
import '../own-recipes.css';

const TABS: readonly { mode: ImportMode; label: string }[] = [
  { mode: 'link', label: 'Link' },
  { mode: 'paste', label: 'Paste' },
  { mode: 'files', label: 'Files' },
];

/**
 * The "Add a recipe" screen's content: three ways in (a link, a paste, files). A link or a paste
 * is read by the server into a preview the user corrects and saves; files are imported at once,
 * with a result for each. `onSaved` is called with the new recipe's id.
 */
export function AddRecipe({ onSaved }: { onSaved: (id: number) => void }) {
  const id = useId();
  const { mode, setMode, previewFrom, previewStatus } = useImportStore(
    'mode',
    'setMode',
    'previewFrom',
    'previewStatus',
  );
  const tabId = (tab: ImportMode) => `${id}-tab-${tab}`;
  const panelId = `${id}-panel`;

  // Tabs as the ARIA pattern has them: one tab stop, arrows move between tabs and choose them.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.findIndex((tab) => tab.mode === mode);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (index + TABS.length - 1) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? TABS.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = TABS[next]!.mode;
    setMode(tab);
    document.getElementById(tabId(tab))?.focus();
  };

  return (
    <div className="add-recipe">
      <div className="add-recipe__tabs" role="tablist" aria-label="Add a recipe from">
        {TABS.map((tab) => (
          <button
            key={tab.mode}
            type="button"
            role="tab"
            id={tabId(tab.mode)}
            className="add-recipe__tab"
            aria-selected={mode === tab.mode}
            aria-controls={panelId}
            tabIndex={mode === tab.mode ? 0 : -1}
            onClick={() => setMode(tab.mode)}
            onKeyDown={onTabKey}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(mode)} className="add-recipe__panel">
        {mode === 'link' ? <LinkForm /> : mode === 'paste' ? <PasteForm /> : <FileImport />}
      </div>
      {mode !== 'files' && previewFrom === mode && previewStatus === 'succeeded' ? (
        <PreviewEditor onSaved={onSaved} />
      ) : null}
    </div>
  );
}

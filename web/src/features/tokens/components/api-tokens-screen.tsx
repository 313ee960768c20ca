import { useState, type FormEvent } from 'react';
import { API_TOKEN_NAME_RULE, MAX_API_TOKENS, type ApiToken, type ApiTokenScope } from '@shared/api-tokens';
import { ConfirmAction } from '@/components/confirm-action';
import { ErrorAlert } from '@/components/error-alert';
import { copyText } from '@/lib/clipboard';
import { useTokensStore } from '../stores/tokens-store';
import '../tokens.css';

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
const at = (iso: string) => when.format(new Date(iso));
const SCOPE_LABEL: Record<ApiTokenScope, string> = { read: 'Read-only', 'read-write': 'Read and write' };

function NewTokenForm() {
  const { create, creating, error } = useTokensStore((state) => state);
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await create(name, scope)) setName('');
  };
  return (
    <form className="api-tokens__form" aria-label="New API token" onSubmit={(event) => void submit(event)}>
      <div className="field">
        <label htmlFor="api-token-name" className="field__label">
          Name
        </label>
        <input
          id="api-token-name"
          className="input"
          value={name}
          maxLength={API_TOKEN_NAME_RULE.max * 2}
          placeholder="Home Assistant"
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <fieldset className="api-tokens__scopes">
        <legend className="field__label">It may</legend>
        <label>
          <input type="radio" name="api-token-scope" checked={scope === 'read'} onChange={() => setScope('read')} />{' '}
          Only read
        </label>
        <label>
          <input
            type="radio"
            name="api-token-scope"
            checked={scope === 'read-write'}
            onChange={() => setScope('read-write')}
          />{' '}
          Read and change
        </label>
      </fieldset>
      <ErrorAlert className="field__error" message={error} />
      <button type="submit" className="button button--primary" disabled={creating}>
        Make a token
      </button>
    </form>
  );
}

/** The token just made, shown this once with a way to copy it. */
function MadeToken() {
  const { made, dismiss } = useTokensStore((state) => state);
  const [copied, setCopied] = useState('');
  if (!made) return null;
  const copy = async () =>
    setCopied((await copyText(made.token)) ? 'Copied.' : 'Could not copy: select the token and copy it by hand.');
  return (
    <div className="api-tokens__made card" role="status">
      <label htmlFor="api-token-made" className="field__label">
        Your new token “{made.name}” (shown only now)
      </label>
      <div className="input-group">
        <input id="api-token-made" className="input" readOnly value={made.token} onFocus={(e) => e.target.select()} />
        <button type="button" className="button button--secondary input-group__action" onClick={() => void copy()}>
          Copy
        </button>
      </div>
      <p className="field__hint">
        Keep it somewhere safe: it will not be shown again. Send it as <code>Authorization: Bearer …</code>.
      </p>
      {copied ? <p>{copied}</p> : null}
      <button type="button" className="button button--secondary" onClick={dismiss}>
        Done
      </button>
    </div>
  );
}

function TokenItem({ token }: { token: ApiToken }) {
  const revoke = useTokensStore((state) => state.revoke);
  const error = useTokensStore((state) => state.error);
  return (
    <li className="api-tokens__item">
      <div>
        <p className="api-tokens__name">
          {token.name} <span className="api-tokens__scope">{SCOPE_LABEL[token.scope]}</span>
        </p>
        <p className="api-tokens__times">
          {'Made '}
          <time dateTime={token.createdAt}>{at(token.createdAt)}</time>
          {' · '}
          {token.lastUsedAt ? (
            <>
              {'last used '}
              <time dateTime={token.lastUsedAt}>{at(token.lastUsedAt)}</time>
            </>
          ) : (
            'never used'
          )}
        </p>
      </div>
      <ConfirmAction
        triggerClassName="button button--secondary"
        triggerLabel="Revoke"
        iconSize={18}
        title={`Revoke “${token.name}”?`}
        text="Anything that uses this token stops working at once. This cannot be undone."
        error={error}
        confirmLabel="Revoke the token"
        keepLabel="Keep it"
        pending={false}
        action={() => revoke(token.id)}
        onDone={() => undefined}
      />
    </li>
  );
}

/**
 * Personal API tokens: for the account's own scripts and integrations. Each has a name and
 * may only read or also change; the token is shown once, when it is made, and can be revoked.
 */
export function ApiTokensScreen() {
  const { tokens, status } = useTokensStore((state) => state);
  return (
    <div className="api-tokens">
      <p className="page__lead">
        Tokens let your own scripts and apps use your account through the API (its reference is at{' '}
        <a href="/api/docs/">/api/docs</a>). At most {MAX_API_TOKENS}; they cannot manage tokens or the account.
      </p>
      <NewTokenForm />
      <MadeToken />
      {status === 'loading' ? <p role="status">Loading your tokens…</p> : null}
      {status === 'failed' ? <p role="alert">Your tokens could not be loaded. Please try again later.</p> : null}
      {status === 'succeeded' && tokens.length === 0 ? <p>You have no API tokens.</p> : null}
      {tokens.length > 0 ? (
        <ul className="api-tokens__list" aria-label="Your API tokens">
          {tokens.map((token) => (
            <TokenItem key={token.id} token={token} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PlainTextInput } from '@/core/client/plain-fields';
import { useDebouncedValue } from '@/core/client/use-debounced-value';
import { useTranslation } from '@/core/client/use-translation';

// Spec section 9: the search fires 800 ms after the last keystroke, as ?q= in the URL.
const SEARCH_DEBOUNCE_MS = 800;

/**
 * The school search box of the home page and the school lists. A plain GET form to `action`
 * underneath, so it also works without JavaScript. A new search starts again at page 1.
 */
export function SchoolSearchBox(props: { action: string; onHero?: boolean }) {
  const { t } = useTranslation('openschool');
  const [params, setParams] = useSearchParams();
  const urlText = params.get('q') ?? '';
  const [text, setText] = useState(urlText);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);

  const search = (value: string) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value.trim()) next.set('q', value.trim());
        else next.delete('q');
        next.delete('page');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new debounced value searches; a URL change alone must not.
  useEffect(() => {
    if (debounced.trim() !== urlText.trim()) search(debounced);
  }, [debounced]);

  // Back/forward or a link changed ?q=: show it in the box.
  useEffect(() => {
    setText((current) => (current.trim() === urlText.trim() ? current : urlText));
  }, [urlText]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(text);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not in React's JSX types yet; role="search" is its equivalent.
    <form method="get" action={props.action} role="search" onSubmit={onSubmit}>
      <PlainTextInput
        name="q"
        type="search"
        size={props.onHero ? 'lg' : 'md'}
        rounded
        onColor={props.onHero}
        label={t('home.search.label')}
        placeholder={t('home.search.placeholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maxLength={100}
        autoComplete="off"
      />
      {/* Without JavaScript the form keeps the list's other choices (filters, sort, currency). */}
      {[...params].map(([name, value], index) =>
        name === 'q' || name === 'page' ? null : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a repeated parameter (curriculum=…) has one name for several values.
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ),
      )}
    </form>
  );
}

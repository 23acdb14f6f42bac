/**
 * A mail's HTML in a frame with every sandbox restriction: no script runs, no form submits, no
 * popup opens, and the page cannot reach the console (no same-origin access, no top navigation).
 * Mail HTML comes from templates and providers: it is shown, never trusted.
 */
export function HtmlPreview(props: { html: string; title: string; height?: number }) {
  return (
    <iframe
      sandbox=""
      srcDoc={props.html}
      title={props.title}
      referrerPolicy="no-referrer"
      style={{
        width: '100%',
        height: props.height ?? 420,
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 'var(--mantine-radius-sm)',
        background: 'white',
      }}
    />
  );
}

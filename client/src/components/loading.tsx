/** The text shown while something loads; announced politely to screen readers. */
export function Loading({ text = "Loading..." }: { text?: string }) {
  return (
    <p className="loading" role="status">
      {text}
    </p>
  );
}

/** The steps as shown, one paragraph each. */
export function RecipeInstructions({ steps }: { steps: readonly string[] }) {
  return (
    <section className="recipe__section recipe__instructions" aria-labelledby="instructions-heading">
      <h2 id="instructions-heading">Instructions</h2>
      {steps.length > 0 ? (
        <div className="instructions">
          {steps.map((html, index) => (
            // Sanitised by DOMPurify in @/lib/sanitize: inline markup only.
            <p key={index} dangerouslySetInnerHTML={{ __html: html }} />
          ))}
        </div>
      ) : (
        <p>Instructions unavailable.</p>
      )}
    </section>
  );
}

/** The id of the page's own skeleton, served in the HTML beside the island (src/pages/conta/[...path].astro). */
export const CONTA_SKELETON_ID = 'conta-skeleton';

/**
 * The account frame before its data: the sidebar's place and size (the user's row and the menu button) and a
 * loading line where the screen goes. The page is served with it (rendered at build time) and the app shows the same
 * while the session loads, so the frame does not move when the real one replaces it.
 */
export default function ContaSkeleton({ label }: { label: string }) {
  return (
    <div className="conta-frame conta-skeleton">
      <div className="conta-sidebar">
        <div className="conta-user">
          <span className="conta-avatar" aria-hidden="true" />
          <div className="conta-user-text">
            <span className="conta-user-name">&nbsp;</span>
            <span className="conta-role">&nbsp;</span>
          </div>
        </div>
        <span className="conta-menu-toggle" aria-hidden="true">
          &nbsp;
        </span>
      </div>
      <div className="conta-content">
        <p className="conta-screen-loading" role="status" aria-busy="true">
          {label}
        </p>
      </div>
    </div>
  );
}

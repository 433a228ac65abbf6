import toast from '../../client/lazy-toast';
import { copyText } from '../../client/pix-code';
import { useT } from '../../client/use-t';

/** The product feed's path (src/pages/loja/[feed].xml.ts writes it at each build while the shop is on). */
const FEED_PATH = '/loja/feed.xml';

/**
 * The product feed's address, to paste into Google Merchant Center and Meta Commerce Manager, with a copy button.
 * The address is this site's: /conta is served by the same site as the feed, whatever domain it was opened on.
 */
export default function ProductFeedPanel() {
  const t = useT();
  const address = new URL(FEED_PATH, window.location.origin).href;
  async function copy() {
    if (await copyText(address)) toast.success(t('feed_copied'));
    else toast.error(t('feed_copy_failed'));
  }
  return (
    <section className="conta-panel shop-feed" aria-labelledby="shop-feed-title">
      <h2 id="shop-feed-title">{t('feed_title')}</h2>
      <p className="muted" id="shop-feed-intro">
        {t('feed_intro')}
      </p>
      <div className="field">
        <label htmlFor="shop-feed-address">{t('feed_address')}</label>
        <div className="shop-feed-row">
          <input
            id="shop-feed-address"
            type="url"
            readOnly
            value={address}
            aria-describedby="shop-feed-intro"
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="btn" onClick={() => void copy()}>
            {t('feed_copy')}
          </button>
        </div>
      </div>
    </section>
  );
}

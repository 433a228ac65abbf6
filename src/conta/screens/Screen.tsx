import { useEffect, type ReactNode } from 'react';
import { useT } from '../../client/use-t';
import { withSiteTitle } from '../../lib/page-title';
import { useConta } from '../conta-context';
import { screenDrawn } from '../screen-drawn';

type Props = {
  /** The heading of the screen. */
  title: string;
  /** The browser tab title, when it differs from the heading. */
  pageTitle?: string;
  children: ReactNode;
};

/** A screen of the account area: its heading (focused after an in-app navigation) and the tab title. */
export default function Screen({ title, pageTitle, children }: Props) {
  const t = useT();
  const { settings } = useConta();
  const tabTitle = pageTitle ?? title;
  useEffect(() => {
    document.title = withSiteTitle(tabTitle, settings ? t(settings.title) : '');
  }, [tabTitle, settings, t]);
  useEffect(screenDrawn, []);
  return (
    <section className="conta-screen" aria-labelledby="conta-screen-title">
      <h1 id="conta-screen-title" className="conta-screen-title" tabIndex={-1}>
        {title}
      </h1>
      {children}
    </section>
  );
}

'use client';
// A set-up link's embed form: /embed/?<the playground's query> and /embed/compare/?<compare's>. The
// figure reads the link as its page does (the same parser, the same notice for a refused link) and
// runs with its own controls and keys, without the page's set-up fields; its one link opens the same
// set-up on the site. Like the pages, the build draws it with the set-up of a bare link, kept inert
// until the address is read, so nothing moves as it mounts.
import { Compare } from '@/components/compare/Compare';
import { comparePanels } from '@/components/compare/CompareExplorer';
import { useLocale, useMessages } from '@/components/i18n/MessagesProvider';
import { decodeCompare, encodeCompare } from '@/components/share/compareLink';
import { LinkNotice } from '@/components/share/LinkNotice';
import { LinkShell } from '@/components/share/LinkShell';
import { decodePlayground, encodePlayground } from '@/components/share/linkState';
import { playgroundFigure } from '@/components/share/playgroundSetup';
import { useLinkState } from '@/components/share/useLinkState';
import { Simulation } from '@/components/simulation/Simulation';
import { localePath } from '@/lib/locales';
import { EmbedFrame } from './EmbedFrame';

function useOpenLink(page: string, query: string) {
  const locale = useLocale();
  const t = useMessages().embed.page;
  return { href: `${localePath(locale, page)}${query ? `?${query}` : ''}`, text: t.open, newTab: t.newTab };
}

export function EmbedPlayground() {
  const m = useMessages();
  const link = useLinkState(decodePlayground, encodePlayground);
  const open = useOpenLink('/playground/', link.ready ? link.query : '');
  const { ready, state, problems, update } = link;
  return (
    <EmbedFrame title={m.embed.page.playgroundTitle} open={open}>
      <LinkShell ready={ready}>
        <LinkNotice problems={problems} />
        <Simulation title={m.playground.figure} {...playgroundFigure(state, update)} />
      </LinkShell>
    </EmbedFrame>
  );
}

export function EmbedCompare() {
  const m = useMessages();
  const link = useLinkState(decodeCompare, encodeCompare);
  const open = useOpenLink('/compare/', link.ready ? link.query : '');
  return (
    <EmbedFrame title={m.embed.page.compareTitle} open={open}>
      <LinkShell ready={link.ready}>
        <LinkNotice problems={link.problems} />
        <Compare title={m.comparePage.figure} panels={comparePanels(link.state, m)} />
      </LinkShell>
    </EmbedFrame>
  );
}

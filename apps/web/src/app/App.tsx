import { lazy, Suspense, useEffect } from 'react';
import { Home } from '../home/Home';
import { useLang, useT, type Key } from '../i18n';
import { useStore } from '../store';
import { TopBar } from './TopBar';
import { routeOf, useLocation, type Route } from './router';

// The online game and hot-seat pages load on demand: the home page stays small, and the rules
// engine (hot-seat only) never reaches a player who plays online.
const OnlineGame = lazy(() => import('./OnlineGame').then((m) => ({ default: m.OnlineGame })));
const HotSeat = lazy(() => import('../hotseat/HotSeat').then((m) => ({ default: m.HotSeat })));
// Solo runs the engine in a Web Worker started by its page (apps/web/src/worker).
const SoloPage = lazy(() => import('../solo/SoloPage').then((m) => ({ default: m.SoloPage })));
const ReplayPage = lazy(() => import('../replay/ReplayPage').then((m) => ({ default: m.ReplayPage })));
const HordePage = lazy(() => import('../horde/HordePage').then((m) => ({ default: m.HordePage })));
const TutorialPage = lazy(() => import('../tutorial/TutorialPage').then((m) => ({ default: m.TutorialPage })));
const ComputerPage = lazy(() => import('../computer/ComputerPage').then((m) => ({ default: m.ComputerPage })));

const PAGE_HEADINGS: Readonly<Record<Route['page'], Key>> = {
  home: 'keys.page.home', game: 'keys.page.game', hotseat: 'keys.page.hotseat', solo: 'keys.page.solo', horde: 'keys.page.horde', learn: 'tutorial.title', replay: 'replay.title',
  computer: 'keys.page.computer',
};

export function App() {
  const { pathname, navigation } = useLocation();
  const route = routeOf(pathname);
  const lang = useLang();
  const t = useT();
  // A page with a visible h1 of its own (the home page's, a bad link's) gets no hidden one: one h1 per page.
  const link = useStore((s) => s.link);
  const ownHeading = route.page === 'home' || (route.page === 'game' && link !== 'ok');
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return (
    <div className={route.page === 'home' ? 'app' : 'app app-fixed'}>
      {/* Every page has one heading naming it, for screen readers (the top bar shows the same). */}
      {!ownHeading && <h1 className="visually-hidden" data-testid="page-heading">{t(PAGE_HEADINGS[route.page])}</h1>}
      <Suspense fallback={<Loading />}>
        {route.page === 'home' && <Home />}
        {route.page === 'game' && <OnlineGame key={`${route.room} ${navigation}`} room={route.room} />}
        {route.page === 'hotseat' && <HotSeat />}
        {route.page === 'solo' && <SoloPage key={navigation} />}
        {/* The horde page is the solo page's local game with a horde config (apps/web/src/horde). */}
        {route.page === 'horde' && <HordePage key={navigation} />}
        {route.page === 'learn' && <TutorialPage key={navigation} />}
        {route.page === 'replay' && <ReplayPage key={navigation} room={route.room} />}
        {route.page === 'computer' && <ComputerPage key={navigation} />}
      </Suspense>
    </div>
  );
}

function Loading() {
  const t = useT();
  return (
    <>
      <TopBar />
      <p className="page-message">{t('home.loading')}</p>
    </>
  );
}

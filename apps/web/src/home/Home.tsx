import { TopBar } from '../app/TopBar';
import { useT } from '../i18n';

export function Home() {
  const t = useT();
  return (
    <>
      <TopBar />
      <main className="home" data-testid="home">
        <p className="tagline">{t('home.tagline')}</p>
      </main>
    </>
  );
}

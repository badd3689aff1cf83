import { TopBar } from '../app/TopBar';
import { useT } from '../i18n';

export function HotSeat() {
  const t = useT();
  return (
    <>
      <TopBar />
      <p className="page-message">{t('hotseat.loading')}</p>
    </>
  );
}

import { HoroscopePage } from './horoscope-page';

export default function DailyPage() {
  return <HoroscopePage period="daily" />;
}

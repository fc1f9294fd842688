import { HoroscopePage } from './horoscope-page';

export default function WeeklyPage() {
  return <HoroscopePage period="weekly" />;
}

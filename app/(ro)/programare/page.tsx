import { BookingPage, bookingMetadata } from '@/components/pages/booking-page';

export const metadata = bookingMetadata('ro');

export default function Page() {
  return <BookingPage locale="ro" />;
}

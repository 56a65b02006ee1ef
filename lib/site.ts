import { site as configured } from '@/content/site';
import type { SiteConfig } from '@/lib/site-config';

/** Deployment-specific overrides, read at build time. */
function fromEnv(config: SiteConfig): SiteConfig {
  const env = process.env;
  return {
    ...config,
    url: (env.SITE_URL || config.url).replace(/\/+$/, ''),
    email: env.SITE_EMAIL || config.email,
    bookingUrl: env.BOOKING_URL ?? config.bookingUrl,
  };
}

export const siteConfig: SiteConfig = fromEnv(configured);

/** `tel:` link from the display number: keeps the leading + and the digits. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function whatsappHref(number: string, text?: string): string {
  const digits = number.replace(/\D/g, '');
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

export function mailtoHref(email: string, subject?: string, body?: string): string {
  const params = new URLSearchParams();
  if (subject) params.set('subject', subject);
  if (body) params.set('body', body);
  // URLSearchParams encodes spaces as "+", which mail clients show literally.
  const query = params.toString().replace(/\+/g, '%20');
  return `mailto:${email}${query ? `?${query}` : ''}`;
}

/** Where "Programează o întâlnire" goes: the booking page, else the contact form with the subject set. */
export function bookingHref(config: SiteConfig = siteConfig): string {
  return config.bookingUrl || '/contact?subiect=intalnire#formular';
}

export const BUILD_YEAR = new Date().getFullYear();

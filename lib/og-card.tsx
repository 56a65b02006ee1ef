import { ImageResponse } from 'next/og';
import { derivePalettes, type BrandKit } from '@/lib/brand';
import { OG_IMAGE_SIZE } from '@/lib/metadata';

/**
 * The Open Graph card of a page without a cover (app/og): the brand's mark and name over the page's title, on
 * the kit's band colour (`brand`: the hero's), the title in the band's text colour and the eyebrow in the
 * accent (two pairs the content check holds to 4.5:1), set in the kit's faces (lib/display-font.ts): the
 * display face for the name and the title, the text face for the small lines.
 */
export type OgCard = {
  title: string;
  eyebrow: string;
  /** The brand's name and tagline, in the page's language. */
  name: string;
  tagline: string;
  /** The site's address without the scheme, and the line beside it. */
  address: string;
  footer: string;
  kit: BrandKit;
  /**
   * The logo on its tile as a PNG (lib/brand-mark.ts), shown 72 px square beside the name; without a logo
   * the name is the mark, a wordmark closed by a full stop in the accent, as in the header.
   */
  mark?: Buffer;
  /** The pairing's two faces as static TrueType (lib/brand-mark.ts fontInstance), with their family names. */
  fonts: { display: { family: string; data: Buffer }; text: { family: string; data: Buffer } };
};

export function ogCard(card: OgCard): ImageResponse {
  const { light } = derivePalettes(card.kit);
  // Registered under their own names, so a character a face lacks never comes from another face unnoticed.
  const display = `${card.fonts.display.family} OG display`;
  const text = `${card.fonts.text.family} OG text`;
  const fonts = [
    { name: display, weight: 700 as const, style: 'normal' as const, data: card.fonts.display.data },
    { name: text, weight: 500 as const, style: 'normal' as const, data: card.fonts.text.data },
  ];
  const heading = { fontFamily: display, fontWeight: 700 };
  const titleSize = card.title.length > 70 ? 56 : card.title.length > 45 ? 64 : 76;
  const quiet = { fontFamily: text, fontWeight: 500, color: light['ink-foreground'], opacity: 0.78 };
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        fontFamily: text,
        color: light['ink-foreground'],
        background: light.brand,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        {card.mark && (
          // eslint-disable-next-line @next/next/no-img-element -- rendered to a PNG at build time, not a page
          <img src={`data:image/png;base64,${card.mark.toString('base64')}`} width={72} height={72} alt="" />
        )}
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ display: 'flex', ...heading, fontSize: card.mark ? 34 : 40, letterSpacing: -0.5 }}>
            {card.name}
            {!card.mark && !/\p{P}$/u.test(card.name) && <span style={{ color: light.accent }}>.</span>}
          </div>
          <div style={{ fontSize: 22, ...quiet }}>{card.tagline}</div>
        </div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        <div style={{ ...heading, fontSize: 26, color: light.accent, textTransform: 'uppercase', letterSpacing: 2 }}>{card.eyebrow}</div>
        <div style={{ ...heading, fontSize: titleSize, lineHeight: 1.15, letterSpacing: -1 }}>{card.title}</div>
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 24, ...quiet }}>
        <div>{card.address}</div>
        <div>{card.footer}</div>
      </div>
    </div>,
    { ...OG_IMAGE_SIZE, fonts },
  );
}

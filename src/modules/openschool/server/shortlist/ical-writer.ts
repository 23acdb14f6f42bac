/** A whole-day event of a calendar feed. */
export interface DayEvent {
  /** Stable across feeds, so that a calendar app updates the event rather than adding another. */
  uid: string;
  /** YYYY-MM-DD. */
  date: string;
  summary: string;
  description?: string;
  url?: string;
}

// RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in text.
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const day = (date: string) => date.replace(/-/g, '');

function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

const stampOf = (now: Date) => `${now.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/**
 * RFC 5545 §3.1: lines of at most 75 octets, continued on the next line after a space. Cut
 * between characters, never inside one's UTF-8 bytes.
 */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // The first line holds 75 octets; each continuation 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * A calendar feed (`text/calendar`) of whole-day events, written by hand: the format is a few
 * lines per event, and these are the only rules it needs (decision 090).
 */
export function writeCalendar(calendar: { name: string; events: readonly DayEvent[]; now: Date }): string {
  const stamp = stampOf(calendar.now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//International Schools Directory//Application tracker//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(calendar.name)}`,
  ];
  for (const event of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${text(event.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${day(event.date)}`,
      `DTEND;VALUE=DATE:${day(nextDay(event.date))}`,
      `SUMMARY:${text(event.summary)}`,
      ...(event.description ? [`DESCRIPTION:${text(event.description)}`] : []),
      ...(event.url ? [`URL:${event.url}`] : []),
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/**
 * An alliance's picture, or one of 7 avatars chosen by a hash of its name (seed 001 §3): a coloured
 * disc with the name's first letter, drawn as text (never markup from the name).
 */
import { avatarIndex } from '../../../../domain/mining/guilds/rules';
import styles from './guilds.module.css';

const COLOURS = ['#e05d5d', '#e0a35d', '#c9c13a', '#4fb35a', '#3aa6c9', '#5d6fe0', '#a35de0'] as const;

export function AllianceAvatar({ name, userpicURL, size = 'large' }: { name: string; userpicURL: string | null; size?: 'large' | 'small' }) {
  const className = size === 'large' ? styles.avatar : styles.avatarSmall;
  if (userpicURL !== null && userpicURL.startsWith('https://')) return <img className={className} src={userpicURL} alt="" />;
  const index = avatarIndex(name);
  return (
    <svg className={className} viewBox="0 0 72 72" aria-hidden="true" data-testid="alliance-avatar" data-avatar={index}>
      <circle cx="36" cy="36" r="36" fill={COLOURS[index]} />
      <text x="36" y="46" textAnchor="middle" fontSize="30" fontWeight="700" fill="#fff">
        {name.charAt(0).toUpperCase()}
      </text>
    </svg>
  );
}

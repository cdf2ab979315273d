import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from '@/lib/router/router';
import type { NavigationLink } from './use-navigation';

type UserMenuListProps = {
  id: string;
  /** The menu button's id. */
  labelledBy: string;
  /** The menu button while the menu is open, else null. */
  anchor: HTMLElement | null;
  links: readonly NavigationLink[];
  onClose: () => void;
};

/**
 * The open account menu, under the button's right edge so it stays on the screen however far right the button
 * sits. A chunk of its own (user-menu.tsx loads it on the first click).
 */
export function UserMenuList({ id, labelledBy, anchor, links, onClose }: UserMenuListProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-labelledby': labelledBy } }}
    >
      {links.map((link) => (
        <MenuItem
          key={link.id}
          component={RouterLink}
          to={link.to}
          onClick={onClose}
          selected={link.current}
          aria-current={link.current ? 'page' : undefined}
          // The current page's entry: tinted (selected), bold and a bar at its start.
          sx={{
            minHeight: 44,
            borderLeft: 4,
            borderLeftColor: link.current ? 'primary.main' : 'transparent',
            fontWeight: link.current ? 700 : undefined,
          }}
        >
          {link.label}
        </MenuItem>
      ))}
    </Menu>
  );
}

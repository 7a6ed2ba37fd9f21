import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { BackOfficeSection } from '@vo/domain/back-office/staff-roles';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';

export interface SectionLink {
  id: BackOfficeSection;
  to: string;
}

/**
 * The sections a role opens, as a list of links: each link inside its own list item, so a screen reader hears
 * "list, 3 items" and the list holds nothing but items (axe "list"). The page open is marked current.
 */
export function SectionNav({
  sections,
  current,
  onOpen,
}: {
  sections: readonly SectionLink[];
  current: BackOfficeSection | undefined;
  onOpen?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <List>
      {sections.map((section) => (
        <ListItem key={section.id} disablePadding>
          <ListItemButton
            component={Link}
            to={section.to}
            selected={section.id === current}
            aria-current={section.id === current ? 'page' : undefined}
            onClick={onOpen}
            data-testid={`admin-nav-${section.id}`}
          >
            <ListItemText primary={t(`backOffice.section.${section.id}`)} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

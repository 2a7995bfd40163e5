import { describe, expect, it } from 'vitest';
import { Users } from 'lucide-react';
import { groupEntries } from '@/components/panel/groups';
import type { PanelEntry } from '@/components/panel/types';

// The edit drawer's grouping and per-role filter (ADR 0502), on the registry's metadata. The registry
// itself loads the panels (next/dynamic), so its entries are mirrored here by id, group and action.

const entry = (id: string, extra: Partial<PanelEntry> = {}): PanelEntry =>
  ({ id, labelKey: `options.${id}`, status: 'panel', icon: Users, ...extra }) as PanelEntry;

const REGISTRY: PanelEntry[] = [
  entry('showcase', { group: 'content', action: 'content.edit' }),
  entry('appearance', { group: 'look', action: 'look.edit' }),
  entry('seo', { group: 'settings', action: 'settings.edit' }),
  entry('community', { group: 'community', action: 'community.manage' }),
  entry('gamification', { group: 'community', action: 'gamification.manage' }),
  entry('team', { group: 'settings', action: 'team.manage' }),
  // an entry another branch adds without group or action
  entry('products' as PanelEntry['id']),
  entry('members' as PanelEntry['id'], { group: 'membersSales', action: 'members.read' }),
];

const ids = (role: Parameters<typeof groupEntries>[1]) =>
  groupEntries(REGISTRY, role).map((g) => `${g.group}:${g.entries.map((e) => e.id).join(',')}`);

describe('edit drawer groups per role', () => {
  it('the admin sees every section, grouped in the drawer order', () => {
    expect(ids('admin')).toEqual([
      'content:showcase',
      'membersSales:members',
      'look:appearance',
      'community:community,gamification',
      'settings:seo,team,products',
    ]);
  });

  it('an editor sees content and look only', () => {
    expect(ids('editor')).toEqual(['content:showcase', 'look:appearance']);
  });

  it('a moderator sees the community group only; support the members', () => {
    expect(ids('moderator')).toEqual(['community:community,gamification']);
    expect(ids('support')).toEqual(['membersSales:members']);
  });

  it('an entry without an action is owner/admin only, and a student sees nothing', () => {
    expect(ids('owner')).toContain('settings:seo,team,products');
    expect(ids('student')).toEqual([]);
    expect(ids(null)).toEqual([]);
  });
});

-- Team roles (issue 48, ADR 0500): editor (content and look) and support (members and access) join
-- owner, admin, moderator and student. Placed so the enum reads from most to least powerful.
ALTER TYPE "Role" ADD VALUE IF NOT EXISTS 'editor' BEFORE 'moderator';
ALTER TYPE "Role" ADD VALUE IF NOT EXISTS 'support' BEFORE 'student';

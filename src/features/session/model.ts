/** Who the shell greets: the name, else the e-mail before the @, else 'User' (spec §2). */
export function displayName(user: { name?: string | null; email?: string | null }): string {
  const name = user.name?.trim();
  if (name) return name;
  const local = user.email?.split('@')[0]?.trim();
  return local || 'User';
}

/**
 * The name a greeting uses: the first of a full name as the records hold it ("María Fernanda Rojas Vaca" →
 * "María"). A greeting by name says nothing about who is greeted, unlike "¡Bienvenido!" (design brief, principle 5).
 */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

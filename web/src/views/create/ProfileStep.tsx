// Evaluation size (clients.md §5.1): Smoke / Quick / Standard with what each is for.
import { useShellData } from '../../shell/shell-data.tsx';
import { count } from '../../ui/format.ts';

const DESCRIPTIONS: Record<string, string> = {
  smoke: 'Check the pipeline with a small case set.',
  quick: 'Compare changes in a shorter evaluation loop.',
  standard: 'Evaluate broader capability coverage.',
};

export function profileLabel(id: string): string {
  return id.charAt(0).toUpperCase() + id.slice(1);
}

export function ProfileStep({ value, onChange }: { value: string; onChange: (profile: string) => void }) {
  const { catalog } = useShellData();
  return (
    <fieldset className="create-step">
      <legend>Evaluation size</legend>
      <div className="profile-options">
        {catalog.profiles.map((profile) => (
          <label key={profile.profileId} className={value === profile.profileId ? 'profile-option selected' : 'profile-option'}>
            <input type="radio" name="profile" value={profile.profileId} checked={value === profile.profileId} onChange={() => onChange(profile.profileId)} />
            <strong>{profileLabel(profile.profileId)}</strong>
            <span>{DESCRIPTIONS[profile.profileId] ?? profile.purpose}</span>
            <span className="muted">{count(profile.caseCount)} questions · {profile.split} split</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

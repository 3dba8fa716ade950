import {
  Activity,
  BadgeCheck,
  BrainCircuit,
  Building,
  ChartColumn,
  ClipboardCheck,
  CreditCard,
  Eye,
  FileCheck,
  FileSearch,
  FileText,
  FingerprintPattern,
  Gauge,
  Gavel,
  Globe,
  GraduationCap,
  HandCoins,
  Handshake,
  HeartPulse,
  Landmark,
  Layers,
  type LucideIcon,
  Network,
  Radar,
  RefreshCw,
  Scale,
  ScanFace,
  ShieldCheck,
  ShieldExclamationPoint,
  Siren,
  Smartphone,
  Store,
  Sun,
  Target,
  TrendingDown,
  TrendingUp,
  UserCheck,
  Users,
  Zap,
} from "lucide-react";

import type { IconName } from "#src/content/types.ts";

/** Every icon the copy names, by its name (content/types.ts). */
const icons: Record<IconName, LucideIcon> = {
  activity: Activity,
  "badge-check": BadgeCheck,
  "brain-circuit": BrainCircuit,
  building: Building,
  "chart-column": ChartColumn,
  "clipboard-check": ClipboardCheck,
  "credit-card": CreditCard,
  eye: Eye,
  "file-check": FileCheck,
  "file-search": FileSearch,
  "file-text": FileText,
  "fingerprint-pattern": FingerprintPattern,
  gauge: Gauge,
  gavel: Gavel,
  globe: Globe,
  "graduation-cap": GraduationCap,
  "hand-coins": HandCoins,
  handshake: Handshake,
  "heart-pulse": HeartPulse,
  landmark: Landmark,
  layers: Layers,
  network: Network,
  radar: Radar,
  "refresh-cw": RefreshCw,
  scale: Scale,
  "scan-face": ScanFace,
  "shield-check": ShieldCheck,
  "shield-exclamation-point": ShieldExclamationPoint,
  siren: Siren,
  smartphone: Smartphone,
  store: Store,
  sun: Sun,
  target: Target,
  "trending-down": TrendingDown,
  "trending-up": TrendingUp,
  "user-check": UserCheck,
  users: Users,
  zap: Zap,
};

/** The glyph for an icon the copy names. */
export function iconFor(name: IconName): LucideIcon {
  return icons[name];
}

/**
 * A decorative icon (the text beside it carries the meaning): one the copy names, or a glyph
 * of lucide's that a component chose itself.
 */
export function Icon({ icon, ...props }: React.ComponentProps<LucideIcon> & { icon: IconName | LucideIcon }) {
  const Glyph = typeof icon === "string" ? icons[icon] : icon;
  return <Glyph aria-hidden="true" {...props} />;
}

import {
  ArrowRight,
  Award,
  Briefcase,
  Calendar,
  ChartBar,
  ChartLine,
  ChartPie,
  Check,
  Clock,
  Compass,
  Gauge,
  Globe,
  Handshake,
  Heart,
  LayoutTemplate,
  Lightbulb,
  Mail,
  MapPin,
  Megaphone,
  MessageCircle,
  MousePointerClick,
  Phone,
  Rocket,
  Search,
  Shield,
  ShoppingCart,
  Sparkles,
  Target,
  TrendingUp,
  Users,
  Zap,
  BookOpen,
  type LucideIcon,
} from "lucide-react";
import React from "react";
import type { IconName } from "../../lib/iconNames";

const icons = {
  "arrow-right": ArrowRight,
  award: Award,
  "bar-chart": ChartBar,
  briefcase: Briefcase,
  calendar: Calendar,
  check: Check,
  clock: Clock,
  compass: Compass,
  gauge: Gauge,
  globe: Globe,
  handshake: Handshake,
  heart: Heart,
  layout: LayoutTemplate,
  lightbulb: Lightbulb,
  "line-chart": ChartLine,
  mail: Mail,
  "map-pin": MapPin,
  megaphone: Megaphone,
  "message-circle": MessageCircle,
  "mouse-pointer": MousePointerClick,
  phone: Phone,
  "pie-chart": ChartPie,
  rocket: Rocket,
  search: Search,
  shield: Shield,
  "shopping-cart": ShoppingCart,
  sparkles: Sparkles,
  target: Target,
  "trending-up": TrendingUp,
  users: Users,
  zap: Zap,
  "book-open": BookOpen,
} satisfies Record<IconName, LucideIcon>;

interface IconProps {
  /** An icon name from content; names the schema accepts are in lib/iconNames.ts. */
  name: string;
  size?: number;
  className?: string;
}

/** A decorative icon: the text beside it carries the meaning. */
export function Icon({ name, size = 24, className }: IconProps) {
  const Glyph: LucideIcon | undefined = icons[name as IconName];
  if (!Glyph) return null;
  return <Glyph aria-hidden="true" focusable="false" size={size} className={className} strokeWidth={1.75} />;
}

import { PageHeader } from '@/components/page-header';
import { useSitePages } from '@/lib/navigation/site-pages';
import { useProfile } from '@/lib/profile/use-profile';
import { AboutStats } from './about-stats';
import {
  CommunitySection,
  CreditsSection,
  EthicsSection,
  MissionSection,
  PrivacySection,
} from './about-texts';
import { toolsOf } from './about-tools';
import { ToolList } from './tool-list';

/**
 * Spec §1 About: mission, the tools, privacy, ethics, community and credits, with the statistics
 * block showing only figures true for this deployment (ADR 0007). The tools come from the app's
 * route table, so the list and its count follow the pages that really exist.
 */
export default function AboutPage() {
  const pages = useSitePages();
  const { profile } = useProfile();
  const tools = toolsOf(pages);
  return (
    <>
      <PageHeader title="About Cosmic Guide" subtitle="Why we read the sky, and how we treat your data" />
      <div className="space-y-6">
        <MissionSection />
        <AboutStats toolCount={tools.length} readingsHere={profile.totalReadings} />
        <ToolList tools={tools} />
        <PrivacySection />
        <EthicsSection hasChat={pages.some((page) => page.path === '/chat')} />
        <CommunitySection />
        <CreditsSection />
      </div>
    </>
  );
}

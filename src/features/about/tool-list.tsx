import { Link } from '@/lib/navigation/router';
import type { SitePage } from '@/lib/navigation/site-pages';
import { AboutDisclosure } from './about-disclosure';

/** Every tool of this build with its one-line description, straight from the route table, behind a disclosure. */
export function ToolList({ tools }: { tools: readonly SitePage[] }) {
  return (
    <section aria-labelledby="about-tools" className="glass-card p-5">
      <h2 id="about-tools" className="font-display text-xl font-semibold text-gold-200">
        The {tools.length} tools
      </h2>
      <p className="mt-2 text-violet-100/90">
        Each one reads the sky for you in its own way. Every page is open to everyone, with no sign-in.
      </p>
      <div className="mt-2">
        <AboutDisclosure summary={`See all ${tools.length} tools`}>
          <ul className="space-y-2">
            {tools.map((tool) => (
              <li key={tool.path}>
                <Link
                  to={tool.path}
                  className="flex items-start gap-3 rounded-xl px-3 py-2 transition-colors hover:bg-white/5"
                >
                  <span aria-hidden="true" className="mt-0.5 text-xl leading-none">
                    {tool.emoji}
                  </span>
                  <span className="flex flex-col">
                    <span className="font-semibold text-gold-100">{tool.title}</span>
                    <span className="text-sm text-violet-200/90">{tool.description}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </AboutDisclosure>
      </div>
    </section>
  );
}

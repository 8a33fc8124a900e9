// Where the editing screen of the deployed site saves: the repository on GitHub, or Netlify's Git Gateway, with
// the editorial workflow on (each draft is a pull request until it is published). Set at build time from the
// environment, so a deploy chooses without a code change (README, "Editing screen"):
//
//   CMS_BACKEND=github CMS_REPO=owner/name [CMS_BRANCH=main] [CMS_AUTH_URL=https://auth.example.com]
//   CMS_BACKEND=git-gateway [CMS_BRANCH=main]
//   CMS_EDITORIAL_WORKFLOW=false   publish straight to the branch instead of opening pull requests
//
// GitHub's sign-in is the site's own Worker's (worker/signIn.ts; config.ts writes its base_url and
// auth_endpoint) unless CMS_AUTH_URL names another OAuth provider. On localhost (npm run cms) Decap ignores all this
// and saves to the files through decap-server (local_backend).

export interface CmsBackend {
  /** Decap's `backend` block. */
  settings: Record<string, string>;
  editorialWorkflow: boolean;
  /** Origins the screen's scripts may contact, for its Content-Security-Policy. */
  connectSources: string[];
  /** Scripts from other origins the screen loads (Git Gateway signs in through Netlify Identity's widget). */
  scriptSources: string[];
  /** Images from other origins it shows (the signed-in editor's avatar). */
  imageSources: string[];
  /**
   * The setting the build was not given that the deployed screen needs (CMS_REPO for GitHub): the screen then says
   * so in place of signing in, rather than saving to a repository nobody chose. The local backend works without it.
   */
  unset?: string;
}

export const NETLIFY_IDENTITY_WIDGET = "https://identity.netlify.com/v1/netlify-identity-widget.js";

export function cmsBackend(env: NodeJS.ProcessEnv = process.env): CmsBackend {
  const name = env.CMS_BACKEND ?? "github";
  const branch = env.CMS_BRANCH ?? "main";
  const editorialWorkflow = env.CMS_EDITORIAL_WORKFLOW !== "false";
  if (name === "git-gateway") {
    return {
      settings: { name, branch },
      editorialWorkflow,
      // Git Gateway and Identity answer on the site's own origin (/.netlify/git, /.netlify/identity).
      connectSources: [],
      scriptSources: [NETLIFY_IDENTITY_WIDGET],
      imageSources: [],
    };
  }
  if (name !== "github") throw new Error(`CMS_BACKEND should be github or git-gateway, not "${name}"`);
  const repo = env.CMS_REPO;
  if (repo !== undefined && !/^[\w.-]+\/[\w.-]+$/.test(repo)) {
    throw new Error(`CMS_REPO should be owner/name, not "${repo}"`);
  }
  const authUrl = env.CMS_AUTH_URL;
  return {
    settings: { name, ...(repo ? { repo } : {}), branch, ...(authUrl ? { base_url: authUrl } : {}) },
    ...(repo ? {} : { unset: "CMS_REPO" }),
    editorialWorkflow,
    connectSources: ["https://api.github.com"],
    scriptSources: [],
    imageSources: ["https://avatars.githubusercontent.com"],
  };
}

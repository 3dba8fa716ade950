// The part of GitHub's GraphQL API that Keystatic's interface uses in team mode, over a fake
// repository: the repository with its default branch, branches and the viewer's permission
// (GitHubAppShell, FetchMoreRefs, FetchRef), and the mutations createRef and
// createCommitOnBranch. The schema is GitHub's, cut down to those fields; graphql-js executes it,
// so Keystatic's own documents (fragments, __typename) are answered as GitHub would.
import { type GraphQLError, buildSchema, graphql } from "graphql";

import { type FakeRepository, type FileAddition, RepositoryError } from "./fake-repository.ts";

const schema = buildSchema(`
  type Query {
    repository(owner: String!, name: String!): Repository
    viewer: User!
  }
  type Mutation {
    createRef(input: CreateRefInput!): CreateRefPayload
    createCommitOnBranch(input: CreateCommitOnBranchInput!): CreateCommitOnBranchPayload
  }
  type User {
    id: ID!
    login: String!
    name: String
    avatarUrl: String!
    databaseId: Int
  }
  type Organization {
    id: ID!
    login: String!
  }
  enum RepositoryPermission { ADMIN MAINTAIN WRITE TRIAGE READ }
  enum RepositoryAffiliation { OWNER COLLABORATOR ORGANIZATION_MEMBER }
  type Repository {
    id: ID!
    name: String!
    isPrivate: Boolean!
    owner: Organization!
    viewerPermission: RepositoryPermission
    defaultBranchRef: Ref
    ref(qualifiedName: String!): Ref
    refs(refPrefix: String!, first: Int, after: String): RefConnection
    forks(affiliations: [RepositoryAffiliation], first: Int): RepositoryConnection!
  }
  type RepositoryConnection { nodes: [Repository] }
  type RefConnection {
    nodes: [Ref]
    pageInfo: PageInfo!
  }
  type PageInfo {
    hasNextPage: Boolean!
    endCursor: String
  }
  type Ref {
    id: ID!
    name: String!
    target: GitObject
  }
  interface GitObject {
    id: ID!
    oid: String!
  }
  type Commit implements GitObject {
    id: ID!
    oid: String!
    tree: Tree!
  }
  type Tree implements GitObject {
    id: ID!
    oid: String!
  }
  input CreateRefInput {
    repositoryId: ID!
    name: String!
    oid: String!
  }
  type CreateRefPayload { ref: Ref }
  input CommittableBranch {
    repositoryNameWithOwner: String
    branchName: String
  }
  input CommitMessage {
    headline: String!
    body: String
  }
  input FileAddition {
    path: String!
    contents: String!
  }
  input FileDeletion { path: String! }
  input FileChanges {
    additions: [FileAddition!]
    deletions: [FileDeletion!]
  }
  input CreateCommitOnBranchInput {
    branch: CommittableBranch!
    expectedHeadOid: String!
    message: CommitMessage!
    fileChanges: FileChanges
  }
  type CreateCommitOnBranchPayload {
    ref: Ref
    commit: Commit
  }
`);

/** Who asks, as GitHub knows them from their token. */
export interface Viewer {
  login: string;
  name: string;
  id: number;
  /** Their permission on the repository; none: it is hidden from them, as a private one is. */
  permission?: "WRITE" | "READ";
}

export interface GraphQLRepository {
  owner: string;
  name: string;
  git: FakeRepository;
  /** Branches that take commits only through a pull request. */
  protectedBranches: ReadonlySet<string>;
}

const refId = (branch: string) => `REF_${Buffer.from(branch).toString("base64url")}`;

function refValue(repo: GraphQLRepository, branch: string) {
  const oid = repo.git.branches().get(branch);
  if (!oid) return null;
  const tree = repo.git.treeOf(oid) ?? "";
  return {
    id: refId(branch),
    name: branch,
    target: { __typename: "Commit", id: `C_${oid}`, oid, tree: { id: `T_${tree}`, oid: tree } },
  };
}

const notFound = (repo: GraphQLRepository) =>
  new RepositoryError("NOT_FOUND", `Could not resolve to a Repository with the name '${repo.owner}/${repo.name}'.`);

function repositoryValue(repo: GraphQLRepository, viewer: Viewer) {
  return {
    id: "R_sentinel",
    name: repo.name,
    isPrivate: true,
    owner: { id: "O_sentinel", login: repo.owner },
    viewerPermission: viewer.permission,
    defaultBranchRef: () => refValue(repo, repo.git.defaultBranch),
    ref: ({ qualifiedName }: { qualifiedName: string }) => refValue(repo, qualifiedName.replace(/^refs\/heads\//, "")),
    refs: () => ({
      nodes: [...repo.git.branches().keys()].map((branch) => refValue(repo, branch)),
      pageInfo: { hasNextPage: false, endCursor: null },
    }),
    forks: () => ({ nodes: [] }),
  };
}

interface CommitInput {
  branch: { repositoryNameWithOwner?: string; branchName?: string };
  expectedHeadOid: string;
  message: { headline: string; body?: string };
  fileChanges?: { additions?: FileAddition[]; deletions?: { path: string }[] };
}

function rootValue(repo: GraphQLRepository, viewer: Viewer) {
  const writable = () => {
    if (!viewer.permission) throw notFound(repo);
    if (viewer.permission !== "WRITE") {
      throw new RepositoryError("FORBIDDEN", `${viewer.login} does not have the right to push to this repository.`);
    }
  };
  return {
    viewer: {
      id: `U_${viewer.id}`,
      login: viewer.login,
      name: viewer.name,
      databaseId: viewer.id,
      avatarUrl: "data:,",
    },
    repository: ({ owner, name }: { owner: string; name: string }) => {
      if (owner !== repo.owner || name !== repo.name || !viewer.permission) throw notFound(repo);
      return repositoryValue(repo, viewer);
    },
    createRef: ({ input }: { input: { name: string; oid: string } }) => {
      writable();
      const branch = input.name.replace(/^refs\/heads\//, "");
      repo.git.createBranch(branch, input.oid);
      return { ref: refValue(repo, branch) };
    },
    createCommitOnBranch: ({ input }: { input: CommitInput }) => {
      writable();
      const branch = input.branch.branchName ?? "";
      if (input.branch.repositoryNameWithOwner !== `${repo.owner}/${repo.name}`) throw notFound(repo);
      if (repo.protectedBranches.has(branch)) {
        throw new RepositoryError(
          "UNPROCESSABLE",
          "Repository rule violations found\n\nChanges must be made through a pull request.\n",
        );
      }
      const message = [input.message.headline, input.message.body].filter(Boolean).join("\n\n");
      const changes = { additions: input.fileChanges?.additions ?? [], deletions: input.fileChanges?.deletions ?? [] };
      repo.git.commitOnBranch(branch, input.expectedHeadOid, changes, message, viewer.name);
      const ref = refValue(repo, branch);
      return { ref, commit: ref?.target };
    },
  };
}

/** An error as GitHub sends it: its `type` beside the message, which Keystatic reads. */
const gitHubError = (error: GraphQLError) => ({
  message: error.message,
  locations: error.locations,
  path: error.path,
  ...(error.originalError instanceof RepositoryError && { type: error.originalError.type }),
});

/** Answers one GraphQL request's body for `viewer`. */
export async function answerGraphQL(
  repo: GraphQLRepository,
  viewer: Viewer,
  body: { query: string; variables?: Record<string, unknown>; operationName?: string },
): Promise<unknown> {
  const result = await graphql({
    schema,
    source: body.query,
    variableValues: body.variables ?? null,
    operationName: body.operationName ?? null,
    rootValue: rootValue(repo, viewer),
  });
  return { data: result.data ?? null, ...(result.errors && { errors: result.errors.map(gitHubError) }) };
}

// Runs before `npm start` on whatever Node the visitor has, so it is plain CommonJS that any
// Node parses: an old one then says in one line what it needs, instead of failing on a .ts
// file. The minimum is package.json's engines field, the one place it is written.
"use strict";

const { readFileSync } = require("fs");
const { join } = require("path");

const { name, engines } = JSON.parse(readFileSync(join(__dirname, "..", "package.json"), "utf8"));
const range = engines.node;
const match = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range);
if (!match) throw new Error(`package.json engines.node must read ">=major.minor", not "${range}"`);

const required = match.slice(1).map((part) => Number(part || 0));
const current = process.versions.node.split(".").map(Number);
/** The first of major, minor, patch that differs decides. */
function isOlder(version, minimum) {
  for (let index = 0; index < minimum.length; index += 1) {
    if (version[index] !== minimum[index]) return version[index] < minimum[index];
  }
  return false;
}

if (isOlder(current, required)) {
  console.error(
    `${name} needs Node.js ${range.replace(/^>=\s*/, "")} or newer, and this is ${process.version}: install Node.js 24 LTS from https://nodejs.org/en/download (or run \`nvm install 24\`), then try again.`,
  );
  process.exit(1);
}

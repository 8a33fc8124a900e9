# Sourced by .ci/run and the README's set-up commands: puts the Node major named in .nvmrc first on PATH
# when the machine has an older one. The npm registry's `node` package is Node's official binary, so this
# works where only the npm registry is reachable.
required=$(tr -dc '0-9' < "$(dirname "${BASH_SOURCE[0]}")/../.nvmrc")
current=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$current" -lt "$required" ]; then
  # npm finds its global config (registry, CA file) beside the node that runs it: keep the machine's.
  NPM_CONFIG_GLOBALCONFIG=$(npm config get globalconfig)
  export NPM_CONFIG_GLOBALCONFIG
  prefix="${NODE_PREFIX:-$HOME/.cache/node-$required}"
  if [ ! -x "$prefix/node_modules/.bin/node" ]; then
    echo "Node $current is older than $required: installing node@$required into $prefix" >&2
    (cd / && npm install --prefix "$prefix" --no-save --no-audit --no-fund --loglevel=error "node@$required") || return 1
  fi
  export PATH="$prefix/node_modules/.bin:$PATH"
fi
echo "Using Node $(node --version), npm $(npm --version)" >&2

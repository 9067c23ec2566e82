#!/usr/bin/env bash
# scripts/with-node.sh COMMAND [ARGS...]: runs COMMAND under the Node.js major named in .nvmrc.
# The machine's own node is used when it is that major. Otherwise (Debian's Node 20, say) that
# Node comes from the npm registry, as the package node-<os>-<arch> (a plain binary), installed
# once into .node/ (gitignored) and put first on PATH, so npm, npx and everything they start run
# on it. Examples: scripts/with-node.sh npm install; scripts/with-node.sh npm test
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
major="$(tr -dc '0-9' < "$root/.nvmrc")"

node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || true; }

if [ "$(node_major)" != "$major" ]; then
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) platform=linux-x64 ;;
    Linux-aarch64 | Linux-arm64) platform=linux-arm64 ;;
    Darwin-arm64) platform=darwin-arm64 ;;
    Darwin-x86_64) platform=darwin-x64 ;;
    *) platform="$(uname -s)-$(uname -m)" ;;
  esac
  bin="$root/.node/node_modules/node-$platform/bin"
  if [ ! -x "$bin/node" ]; then
    if ! command -v npm >/dev/null 2>&1; then
      echo "[with-node] sem npm para baixar o Node.js $major: instale o Node.js $major LTS (https://nodejs.org) e rode de novo." >&2
      exit 1
    fi
    echo "[with-node] Node.js $(node --version 2>/dev/null || echo ausente) nesta máquina; instalando o Node.js $major do registro do npm (node-$platform@$major) em .node/ …" >&2
    npm install --prefix "$root/.node" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "node-$platform@$major" >&2
  fi
  export PATH="$bin:$PATH"
  if [ "$(node_major)" != "$major" ]; then
    echo "[with-node] o Node.js $major não ficou disponível em $bin: instale-o à mão (https://nodejs.org)." >&2
    exit 1
  fi
fi

exec "$@"

#!/usr/bin/env bash
# Prepares the self-hosted maps' data in the osm-data volume (mounted at /data): downloads the OpenStreetMap extract
# (OSM_EXTRACT_URL, Geofabrik's Utah one), checks it against Geofabrik's MD5 file, and builds OSRM's routing graph
# for `osrm-routed --algorithm mld` with the MLD pipeline: osrm-extract (car profile), osrm-partition,
# osrm-customize. Nominatim imports the same file at its first start. Run again to refresh the data, then
# `docker compose restart osrm`.
set -euo pipefail

url="${OSM_EXTRACT_URL:?set OSM_EXTRACT_URL to a .osm.pbf download}"
file="$(basename "$url")"   # utah-latest.osm.pbf
graph="${file%.osm.pbf}.osrm" # utah-latest.osrm (the graph's files are utah-latest.osrm.*)

# Work beside the served files and move the results in at the end: a failed run leaves the served data whole.
work="$(mktemp -d /data/prepare.XXXXXX)"
trap 'rm -rf "$work"' EXIT
cd "$work"

echo "Downloading $url"
curl -fL --retry 3 --retry-delay 10 -o "$file" "$url"
curl -fsSL -o "$file.md5" "$url.md5"
md5sum -c "$file.md5"

echo "Building the routing graph"
osrm-extract -p /opt/car.lua "$file"
osrm-partition "$graph"
osrm-customize "$graph"

mv -f ./* /data/
echo "Done: /data/$file and /data/$graph.*. Start the maps with: docker compose --profile osm up -d"
echo "(after a refresh: docker compose restart osrm)"

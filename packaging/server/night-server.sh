#!/usr/bin/env bash
# Turn this computer into the night's PostgreSQL server on the bar's LAN, so several judge stations
# (and the projector) share one night.
#
#   night-server.sh init DIR --listen ADDRESS [--port PORT]   new cluster in DIR (TLS only), started
#   night-server.sh night DIR NAME [STATION...]              database + logins for one night
#   night-server.sh station DIR NAME STATION                 one more judge station's login
#   night-server.sh start DIR | stop DIR | status DIR
#   night-server.sh urls DIR NAME                            the saved connection URLs of a night
#
# Every connection is TLS with the server's certificate checked (DIR/night-ca.crt, made by init);
# passwords go in DIR/NAME.pgpass (a PGPASSFILE), never in a URL or a program's arguments.
#
# The PostgreSQL programs are looked up in $PG_BIN, then on PATH, then in the usual install folders
# (Debian/Ubuntu, Postgres.app, Homebrew). PostgreSQL refuses to run as root: run as root, the script
# runs them as the `postgres` user (DIR then belongs to that user).
# Works with the bash 3.2 of macOS.
set -euo pipefail

prog="night-server.sh"
admin_user="postgres"   # the cluster's superuser; its password is in DIR/admin.pgpass
default_port=5432

die() {
    printf '%s: %s\n' "$prog" "$*" >&2
    exit 1
}

usage() {
    cat <<EOF
usage: $prog init DIR --listen ADDRESS [--port PORT]
       $prog night DIR NAME [STATION...]
       $prog station DIR NAME STATION
       $prog start DIR | stop DIR | status DIR
       $prog urls DIR NAME
EOF
}

# --- the PostgreSQL programs and the user that runs them -------------------------------------------

# The file a (chain of) symbolic link(s) points to
resolve_link() {
    local file="$1" target
    while [[ -L "$file" ]]; do
        target="$(readlink "$file")"
        case "$target" in
            /*) file="$target" ;;
            *) file="$(dirname "$file")/$target" ;;
        esac
    done
    printf '%s\n' "$file"
}

has_pg_programs() {
    [[ -x "$1/initdb" && -x "$1/pg_ctl" && -x "$1/psql" ]]
}

find_pg_bin() {
    local candidate best="" best_major=-1 version major
    if [[ -n "${PG_BIN:-}" ]]; then
        has_pg_programs "$PG_BIN" || die "PG_BIN=$PG_BIN has no initdb, pg_ctl and psql"
        printf '%s\n' "$PG_BIN"
        return
    fi
    # pg_ctl on PATH, or the folder its link points to (Debian's /usr/bin/psql is a wrapper script)
    if command -v pg_ctl >/dev/null 2>&1; then
        candidate="$(command -v pg_ctl)"
        for candidate in "$(dirname "$candidate")" "$(dirname "$(resolve_link "$candidate")")"; do
            if has_pg_programs "$candidate"; then
                printf '%s\n' "$candidate"
                return
            fi
        done
    fi
    # The newest version found in the usual install folders
    for candidate in /usr/lib/postgresql/*/bin /opt/homebrew/opt/postgresql@*/bin \
        /usr/local/opt/postgresql@*/bin /Applications/Postgres.app/Contents/Versions/*/bin; do
        has_pg_programs "$candidate" || continue
        version="${candidate%/bin}"
        version="${version##*[/@]}"
        major="${version%%.*}"
        [[ "$major" =~ ^[0-9]+$ ]] || major=0   # "latest" in Postgres.app
        if ((major > best_major)); then
            best="$candidate"
            best_major="$major"
        fi
    done
    [[ -n "$best" ]] || die "PostgreSQL not found (initdb, pg_ctl, psql): install it, or set PG_BIN to its bin folder"
    printf '%s\n' "$best"
}

pg_bin=""
pg_user=""

setup_pg() {
    pg_bin="$(find_pg_bin)"
    if [[ "$(id -u)" -eq 0 ]]; then
        id postgres >/dev/null 2>&1 || die "run as root, but there is no 'postgres' user to run PostgreSQL as; run as a normal user"
        pg_user="postgres"
    else
        pg_user="$(id -un)"
    fi
}

# Run a PostgreSQL program (name, then arguments) as the user that owns the cluster
as_pg() {
    local program="$pg_bin/$1"
    shift
    if [[ "$(id -u)" -eq 0 ]]; then
        if command -v runuser >/dev/null 2>&1; then
            (cd / && runuser -u "$pg_user" -- "$program" "$@")
        else
            (cd / && sudo -u "$pg_user" -- "$program" "$@")
        fi
    else
        "$program" "$@"
    fi
}

# Run a shell command line as the cluster's user (for tests of access, file ownership)
as_pg_sh() {
    if [[ "$(id -u)" -eq 0 ]]; then
        if command -v runuser >/dev/null 2>&1; then
            (cd / && runuser -u "$pg_user" -- sh -c "$1")
        else
            (cd / && sudo -u "$pg_user" -- sh -c "$1")
        fi
    else
        sh -c "$1"
    fi
}

# --- small helpers ---------------------------------------------------------------------------------

absolute_path() {
    local path="$1"
    case "$path" in
        *\'* | *\\* | *$'\n'*) die "a folder name with a quote, backslash or line break is not supported: $path" ;;
    esac
    case "$path" in
        /*) printf '%s\n' "$path" ;;
        *) printf '%s/%s\n' "$(pwd)" "$path" ;;
    esac
}

# A strong URL-safe password: 24 random bytes as 48 hex digits
new_password() {
    local password=""
    if command -v openssl >/dev/null 2>&1; then
        password="$(openssl rand -hex 24)"
    fi
    if [[ ! "$password" =~ ^[0-9a-f]{48}$ ]]; then
        password="$(od -An -tx1 -N24 /dev/urandom | tr -d ' \n')"
    fi
    [[ "$password" =~ ^[0-9a-f]{48}$ ]] || die "could not generate a password (no openssl, no /dev/urandom)"
    printf '%s\n' "$password"
}

valid_ipv4() {
    local address="$1" part
    [[ "$address" =~ ^([0-9]{1,3})\.([0-9]{1,3})\.([0-9]{1,3})\.([0-9]{1,3})$ ]] || return 1
    for part in "${BASH_REMATCH[1]}" "${BASH_REMATCH[2]}" "${BASH_REMATCH[3]}" "${BASH_REMATCH[4]}"; do
        ((10#$part <= 255)) || return 1
    done
}

# This computer's IPv4 addresses, one per line (empty when neither `ip` nor `ifconfig` is there)
local_addresses() {
    if command -v ip >/dev/null 2>&1; then
        ip -o -4 addr show 2>/dev/null | awk '{ sub(/\/.*/, "", $4); print $4 }'
    elif command -v ifconfig >/dev/null 2>&1; then
        ifconfig 2>/dev/null | awk '$1 == "inet" { sub(/^addr:/, "", $2); print $2 }'
    fi
}

# Whether something accepts connections on ADDRESS:PORT
port_taken() {
    local address="$1" port="$2"
    if command -v timeout >/dev/null 2>&1; then
        timeout 3 bash -c "exec 3<>/dev/tcp/$address/$port" 2>/dev/null
    else
        bash -c "exec 3<>/dev/tcp/$address/$port" 2>/dev/null
    fi
}

# The last value given to SETTING in DIR/postgresql.conf
conf_value() {
    local dir="$1" setting="$2"
    awk -v key="$setting" '
        {
            line = $0
            sub(/#.*/, "", line)
            if (match(line, "^[ \t]*" key "([ \t]+|[ \t]*=[ \t]*)")) {
                value = substr(line, RLENGTH + 1)
                gsub(/^[ \t'"'"']+|[ \t'"'"']+$/, "", value)
                found = value
            }
        }
        END { print found }
    ' "$dir/postgresql.conf"
}

# The last error line of a tool's output (for a one-line message)
last_error() {
    local file="$1" line
    line="$(grep -E 'FATAL|ERROR|error|could not|cannot|invalid' "$file" 2>/dev/null | tail -n 1 || true)"
    [[ -n "$line" ]] || line="$(grep -v '^[[:space:]]*$' "$file" 2>/dev/null | tail -n 1 || true)"
    printf '%s\n' "${line:-no details}" | sed -e 's/^psql:[^ ]*: //' -e 's/[[:space:]]\{1,\}/ /g'
}

require_cluster() {
    local dir="$1"
    [[ -f "$dir/PG_VERSION" && -f "$dir/admin.pgpass" && -f "$dir/postgresql.conf" && -f "$dir/night-ca.crt" ]] \
        || die "$dir is not a night server folder (make one with: $prog init $dir --listen ADDRESS)"
}

server_running() {
    as_pg pg_ctl -D "$1" status >/dev/null 2>&1
}

# Run SQL from stdin as the superuser, in database DB; prints the query results (unaligned, no
# headers). On failure, the server's error (one line) is left in the file $admin_errors.
admin_sql() {
    local dir="$1" db="$2" address port
    address="$(conf_value "$dir" listen_addresses)"
    port="$(conf_value "$dir" port)"
    as_pg psql -X -q -At -v ON_ERROR_STOP=1 \
        "host=$address port=$port user=$admin_user dbname=$db passfile='$dir/admin.pgpass' connect_timeout=10 sslmode=verify-full sslrootcert='$dir/night-ca.crt'" \
        2>"$admin_errors"
}
admin_errors=""
admin_error() {
    last_error "$admin_errors"
}

# The server's certificate: a certificate authority of its own (DIR/night-ca.crt, what the stations
# check the server against; its key is thrown away once it has signed) and the server's key and
# certificate for ADDRESS (DIR/server.key, DIR/server.crt). Works with OpenSSL and LibreSSL.
make_certificate() {
    local dir="$1" address="$2" work="$3"
    command -v openssl >/dev/null 2>&1 || die "init: openssl is needed to make the server's certificate (install it)"
    cat >"$work/ca.cnf" <<EOF
[req]
distinguished_name = dn
prompt = no
[dn]
CN = Boggle Throne night server CA ($address)
[ca]
basicConstraints = critical, CA:TRUE
keyUsage = critical, keyCertSign, cRLSign
subjectKeyIdentifier = hash
EOF
    cat >"$work/server.cnf" <<EOF
[req]
distinguished_name = dn
prompt = no
[dn]
CN = $address
[server]
basicConstraints = critical, CA:FALSE
keyUsage = critical, digitalSignature, keyEncipherment
extendedKeyUsage = serverAuth
subjectAltName = IP:$address, IP:127.0.0.1, DNS:localhost
EOF
    (
        umask 077
        openssl req -x509 -new -newkey rsa:2048 -nodes -sha256 -days 3650 -config "$work/ca.cnf" \
            -extensions ca -keyout "$work/ca.key" -out "$work/ca.crt" \
            && openssl req -new -newkey rsa:2048 -nodes -sha256 -config "$work/server.cnf" \
                -keyout "$work/server.key" -out "$work/server.csr" \
            && openssl x509 -req -sha256 -days 3650 -in "$work/server.csr" -CA "$work/ca.crt" \
                -CAkey "$work/ca.key" -CAcreateserial -extfile "$work/server.cnf" -extensions server \
                -out "$work/server.crt"
    ) >"$work/openssl.log" 2>&1 || die "init: making the server's certificate failed: $(last_error "$work/openssl.log")"
    as_pg_sh "umask 077 && cat >'$dir/server.key'" <"$work/server.key"
    as_pg_sh "cat >'$dir/server.crt'" <"$work/server.crt"
    as_pg_sh "cat >'$dir/night-ca.crt' && chmod 644 '$dir/night-ca.crt'" <"$work/ca.crt"
    rm -f -- "$work/ca.key" "$work/server.key"
}

# The SHA-256 fingerprint of the certificate a station checks the server against
ca_fingerprint() {
    openssl x509 -noout -fingerprint -sha256 -in "$1/night-ca.crt" 2>/dev/null | sed 's/^.*=//'
}

# --- init ------------------------------------------------------------------------------------------

init_dir=""
init_made_dir=0
init_started=0
init_done=0
init_tmp=""

init_cleanup() {
    if ((init_done == 0)) && [[ -n "$init_dir" ]]; then
        if ((init_started == 1)); then
            as_pg pg_ctl -D "$init_dir" -m immediate -w stop >/dev/null 2>&1 || true
        fi
        if ((init_made_dir == 1)); then
            rm -rf -- "$init_dir"
        elif [[ -d "$init_dir" ]]; then
            # DIR was there (empty) before: empty it again
            find "$init_dir" -mindepth 1 -maxdepth 1 -exec rm -rf -- {} + 2>/dev/null || true
        fi
    fi
    if [[ -n "$init_tmp" ]]; then
        rm -rf -- "$init_tmp"
    fi
}

cmd_init() {
    local dir="" address="" port="" port_given=0 first_port
    while (($# > 0)); do
        case "$1" in
            --listen)
                (($# >= 2)) || die "--listen needs an address"
                address="$2"
                shift 2
                ;;
            --listen=*)
                address="${1#--listen=}"
                shift
                ;;
            --port)
                (($# >= 2)) || die "--port needs a number"
                port="$2"
                port_given=1
                shift 2
                ;;
            --port=*)
                port="${1#--port=}"
                port_given=1
                shift
                ;;
            -*) die "init: unknown option $1" ;;
            *)
                [[ -z "$dir" ]] || die "init: one DIR only (got $dir and $1)"
                dir="$1"
                shift
                ;;
        esac
    done
    [[ -n "$dir" ]] || die "init: which folder? ($prog init DIR --listen ADDRESS [--port PORT])"
    [[ -n "$address" ]] || die "init: --listen ADDRESS is required (this computer's LAN address, e.g. 192.168.1.10, or 127.0.0.1)"
    valid_ipv4 "$address" || die "init: --listen takes an IPv4 address such as 192.168.1.10 (got '$address')"
    if ((port_given == 0)); then
        port="$default_port"
    fi
    if [[ ! "$port" =~ ^[0-9]{1,5}$ ]] || ((10#$port < 1 || 10#$port > 65535)); then
        die "init: --port takes a number from 1 to 65535 (got '$port')"
    fi
    port=$((10#$port))

    local addresses
    addresses="$(local_addresses)"
    if [[ -n "$addresses" ]] && ! printf '%s\n' "$addresses" | grep -qxF "$address"; then
        die "init: $address is not an address of this computer (its addresses: $(printf '%s' "$addresses" | tr '\n' ' ' | sed 's/ $//'))"
    fi

    setup_pg
    dir="$(absolute_path "$dir")"
    dir="${dir%/}"
    if [[ -e "$dir" ]]; then
        [[ -d "$dir" ]] || die "init: $dir exists and is not a folder"
        [[ -z "$(ls -A "$dir")" ]] || die "init: $dir is not empty; give a new or empty folder"
    else
        [[ -d "$(dirname "$dir")" ]] || die "init: the folder $(dirname "$dir") does not exist"
    fi

    # The first free port from PORT up
    first_port="$port"
    while port_taken "$address" "$port"; do
        port=$((port + 1))
        ((port <= 65535 && port < first_port + 100)) || die "init: no free port from $first_port to $((port - 1)) on $address"
    done
    if ((port != first_port)); then
        printf 'Port %s is taken on %s; using port %s.\n' "$first_port" "$address" "$port"
    fi

    # From here on, a failure removes what init made
    init_dir="$dir"
    trap init_cleanup EXIT
    if [[ ! -e "$dir" ]]; then
        mkdir -m 700 -- "$dir" || die "init: cannot create $dir"
        init_made_dir=1
    fi
    if [[ "$(id -u)" -eq 0 ]]; then
        chown "$pg_user:" "$dir"
        chmod 700 "$dir"
        as_pg_sh "test -w '$dir' && test -x '$dir'" \
            || die "init: the '$pg_user' user cannot reach $dir (a parent folder is closed to it); pick a folder it can reach, e.g. under /var/lib/postgresql"
    fi

    # The superuser's password: given to initdb, then kept in DIR/admin.pgpass for this script
    local admin_password
    admin_password="$(new_password)"
    init_tmp="$(mktemp -d)"
    chmod 711 "$init_tmp"
    (umask 077 && printf '%s\n' "$admin_password" >"$init_tmp/pw")
    if [[ "$(id -u)" -eq 0 ]]; then
        chown "$pg_user:" "$init_tmp/pw"
    fi
    as_pg initdb -D "$dir" -U "$admin_user" --pwfile="$init_tmp/pw" --auth=scram-sha-256 \
        --encoding=UTF8 --no-locale >"$init_tmp/initdb.log" 2>&1 \
        || die "init: initdb failed: $(last_error "$init_tmp/initdb.log")"
    make_certificate "$dir" "$address" "$init_tmp"

    local network="${address%.*}.0/24"
    as_pg_sh "cat >>'$dir/postgresql.conf'" <<EOF

# --- set by night-server.sh ---
listen_addresses = '$address'
port = $port
# no Unix-domain socket: every connection (the script's own too) goes over TCP with a password
unix_socket_directories = ''
password_encryption = 'scram-sha-256'
# TLS only (pg_hba.conf): the stations check this certificate against night-ca.crt
ssl = on
ssl_cert_file = 'server.crt'
ssl_key_file = 'server.key'
ssl_min_protocol_version = 'TLSv1.2'
# a station frozen or asleep in the middle of its turn holds the others up a few seconds at most
idle_in_transaction_session_timeout = '3s'
lock_timeout = '4s'
statement_timeout = '5s'
# a station gone without a word (a laptop asleep, a cable pulled) is noticed in seconds, not hours
tcp_keepalives_idle = 5
tcp_keepalives_interval = 2
tcp_keepalives_count = 3
tcp_user_timeout = '10s'
EOF
    as_pg_sh "cat >'$dir/pg_hba.conf'" <<EOF
# Written by night-server.sh: password (SCRAM) connections over TLS from loopback and from
# $network only; a connection without TLS is refused.
# TYPE     DATABASE  USER  ADDRESS          METHOD
hostssl    all       all   127.0.0.1/32     scram-sha-256
hostssl    all       all   ::1/128          scram-sha-256
hostssl    all       all   $network  scram-sha-256
EOF
    as_pg_sh "umask 077 && cat >'$dir/admin.pgpass'" <<EOF
*:*:*:$admin_user:$admin_password
EOF

    init_started=1
    if ! as_pg pg_ctl -D "$dir" -l "$dir/server.log" -w -t 60 start >"$init_tmp/pg_ctl.log" 2>&1; then
        local reason
        reason="$(grep -E 'FATAL|ERROR|could not' "$dir/server.log" 2>/dev/null | tail -n 1 || true)"
        [[ -n "$reason" ]] || reason="$(last_error "$init_tmp/pg_ctl.log")"
        die "init: the server did not start: $(printf '%s' "$reason" | sed -E 's/^.*(FATAL|ERROR|LOG): +//')"
    fi
    admin_errors="$init_tmp/admin.log"
    admin_sql "$dir" postgres <<EOF || die "init: closing the server's own databases failed: $(admin_error)"
REVOKE CONNECT, TEMPORARY ON DATABASE postgres FROM PUBLIC;
REVOKE CONNECT, TEMPORARY ON DATABASE template1 FROM PUBLIC;
EOF
    init_done=1
    printf 'Night server ready in %s, listening on %s:%s (TLS, password connections from %s and loopback).\n' \
        "$dir" "$address" "$port" "$network"
    printf "Stations check the server's certificate against %s (SHA-256 fingerprint %s).\n" \
        "$dir/night-ca.crt" "$(ca_fingerprint "$dir")"
    printf 'Next: %s night %s NAME [STATION...]\n' "$prog" "$dir"
}

# --- night -----------------------------------------------------------------------------------------
#
# A night NAME has its own database and these roles:
#   NAME_owner      owns the night's tables and functions; logs in only for `boggle-throne host`
#   NAME_judge      no login: what every judge station may do (read the tables, append through the
#                   night's functions); nothing else, and no other database
#   NAME.STATION    one login per judge station, a member of NAME_judge; the server records its
#                   actions as STATION, whatever the station says
#   NAME_projector  reads only
# Each login's password is in its own PGPASSFILE, DIR/NAME.passwords/WHO.pgpass, and nowhere else.

night_dir=""
night_name=""
night_made=0
night_done=0
night_tmp=""

night_cleanup() {
    if ((night_made == 1 && night_done == 0)); then
        admin_errors=/dev/null
        admin_sql "$night_dir" postgres <<EOF >/dev/null 2>&1 || true
DROP DATABASE IF EXISTS "$night_name";
DO \$\$ DECLARE member record; BEGIN
    FOR member IN SELECT rolname FROM pg_roles WHERE rolname LIKE '$night_name.%' LOOP
        EXECUTE format('DROP ROLE %I', member.rolname);
    END LOOP;
END \$\$;
DROP ROLE IF EXISTS "${night_name}_judge";
DROP ROLE IF EXISTS "${night_name}_projector";
DROP ROLE IF EXISTS "${night_name}_owner";
EOF
        rm -rf -- "$night_dir/$night_name.passwords" "$night_dir/$night_name.urls"
    fi
    rm -f -- "$night_tmp" "$night_tmp.out"
}

valid_name() {
    [[ "$1" =~ ^[A-Za-z0-9][A-Za-z0-9-]*$ ]]
}

# The URL of login USER on night NAME: TLS, the server's certificate checked, no password
night_url() {
    local dir="$1" name="$2" user="$3" address port
    address="$(conf_value "$dir" listen_addresses)"
    port="$(conf_value "$dir" port)"
    printf 'postgresql://%s@%s:%s/%s?sslmode=verify-full&sslrootcert=%s\n' \
        "$user" "$address" "$port" "$name" "$(printf '%s' "$dir/night-ca.crt" | sed 's/ /%20/g')"
}

# Write login USER's password into DIR/NAME.passwords/WHO.pgpass (readable by you only)
save_password() {
    local dir="$1" name="$2" who="$3" user="$4" password="$5" folder="$1/$2.passwords"
    (
        umask 077
        mkdir -p -- "$folder"
        rm -f -- "$folder/$who.pgpass"
        printf '*:*:%s:%s:%s\n' "$name" "$user" "$password" >"$folder/$who.pgpass"
    ) || die "cannot write $folder/$who.pgpass"
    if [[ "$(id -u)" -eq 0 ]]; then
        chown -R "$pg_user:" "$folder"
    fi
}

# Add one line (WHO URL) to DIR/NAME.urls
save_url() {
    local file="$1/$2.urls"
    (umask 077 && printf '%s %s\n' "$3" "$4" >>"$file") || die "cannot write $file"
    if [[ "$(id -u)" -eq 0 ]]; then
        chown "$pg_user:" "$file"
    fi
}

# Make the login of judge station STATION on night NAME; prints how the station connects
add_station() {
    local dir="$1" name="$2" station="$3" login password
    login="$name.$station"
    password="$(new_password)"
    admin_sql "$dir" postgres <<EOF || die "station: creating the login of $station failed: $(admin_error)"
CREATE ROLE "$login" LOGIN PASSWORD '$password' IN ROLE "${name}_judge";
EOF
    save_password "$dir" "$name" "$station" "$login" "$password"
    save_url "$dir" "$name" "station-$station" "$(night_url "$dir" "$name" "$login")"
    printf 'Station %s: %s\n' "$station" "$(night_url "$dir" "$name" "$login")"
    printf '    password file: %s\n' "$dir/$name.passwords/$station.pgpass"
}

check_station_name() {
    local name="$1" station="$2"
    valid_name "$station" \
        || die "STATION may hold only letters, digits and dashes, starting with a letter or digit (got '$station')"
    ((${#name} + 1 + ${#station} <= 63)) || die "station name $station is too long for night $name"
}

cmd_night() {
    (($# >= 2)) || die "night: usage: $prog night DIR NAME [STATION...]"
    local dir name station
    dir="$(absolute_path "$1")"
    dir="${dir%/}"
    name="$2"
    shift 2
    local stations=("$@")
    ((${#stations[@]} > 0)) || stations=(main)
    valid_name "$name" \
        || die "night: NAME may hold only letters, digits and dashes, starting with a letter or digit (got '$name')"
    ((${#name} <= 53)) || die "night: NAME is too long (53 characters at most)"
    for station in "${stations[@]}"; do
        check_station_name "$name" "$station"
    done
    setup_pg
    require_cluster "$dir"
    server_running "$dir" || die "night: the server in $dir is not running; start it with: $prog start $dir"

    local owner="${name}_owner" judge="${name}_judge" projector="${name}_projector" existing
    night_tmp="$(mktemp)"
    admin_errors="$night_tmp"
    trap night_cleanup EXIT
    admin_sql "$dir" postgres >"$night_tmp.out" <<EOF || die "night: cannot reach the server: $(admin_error)"
SELECT 'database' FROM pg_database WHERE datname = '$name'
UNION ALL SELECT 'role ' || rolname FROM pg_roles
    WHERE rolname IN ('$owner', '$judge', '$projector') OR rolname LIKE '$name.%';
EOF
    existing="$(cat "$night_tmp.out")"
    [[ -z "$existing" ]] || die "night: $name already exists on this server ($(printf '%s' "$existing" | tr '\n' ',' | sed 's/,$//'))"

    local owner_password projector_password
    owner_password="$(new_password)"
    projector_password="$(new_password)"
    night_dir="$dir"
    night_name="$name"
    night_made=1
    admin_sql "$dir" postgres <<EOF || die "night: creating the roles and database failed: $(admin_error)"
CREATE ROLE "$owner" LOGIN PASSWORD '$owner_password';
CREATE ROLE "$judge" NOLOGIN;
CREATE ROLE "$projector" LOGIN PASSWORD '$projector_password';
CREATE DATABASE "$name" ENCODING 'UTF8' TEMPLATE template0;
REVOKE ALL ON DATABASE "$name" FROM PUBLIC;
GRANT CONNECT ON DATABASE "$name" TO "$owner", "$judge", "$projector";
EOF
    admin_sql "$dir" "$name" <<EOF || die "night: granting the roles' rights failed: $(admin_error)"
REVOKE ALL ON SCHEMA public FROM PUBLIC;
GRANT USAGE, CREATE ON SCHEMA public TO "$owner";
GRANT USAGE ON SCHEMA public TO "$judge", "$projector";
ALTER DEFAULT PRIVILEGES FOR ROLE "$owner" IN SCHEMA public GRANT SELECT ON TABLES TO "$judge", "$projector";
ALTER DEFAULT PRIVILEGES FOR ROLE "$owner" REVOKE EXECUTE ON FUNCTIONS FROM PUBLIC;
ALTER DEFAULT PRIVILEGES FOR ROLE "$owner" IN SCHEMA public GRANT EXECUTE ON FUNCTIONS TO "$judge";
EOF
    rm -f -- "$dir/$name.urls"
    save_password "$dir" "$name" host "$owner" "$owner_password"
    save_password "$dir" "$name" projector "$projector" "$projector_password"
    save_url "$dir" "$name" host "$(night_url "$dir" "$name" "$owner")"
    save_url "$dir" "$name" projector "$(night_url "$dir" "$name" "$projector")"
    printf 'Night %s is ready. Each login reads its password from its own file (PGPASSFILE=FILE);\n' "$name"
    printf 'each station also needs %s (SHA-256 fingerprint %s).\n' "$dir/night-ca.crt" "$(ca_fingerprint "$dir")"
    printf 'Host the night (once): %s\n' "$(night_url "$dir" "$name" "$owner")"
    printf '    password file: %s\n' "$dir/$name.passwords/host.pgpass"
    printf 'Projector: %s\n' "$(night_url "$dir" "$name" "$projector")"
    printf '    password file: %s\n' "$dir/$name.passwords/projector.pgpass"
    for station in "${stations[@]}"; do
        add_station "$dir" "$name" "$station"
    done
    night_done=1
    printf 'URLs saved in %s; add a station with: %s station %s %s STATION\n' "$dir/$name.urls" "$prog" "$dir" "$name"
}

cmd_station() {
    (($# == 3)) || die "station: usage: $prog station DIR NAME STATION"
    local dir name station found
    dir="$(absolute_path "$1")"
    dir="${dir%/}"
    name="$2"
    station="$3"
    valid_name "$name" \
        || die "station: NAME may hold only letters, digits and dashes, starting with a letter or digit (got '$name')"
    check_station_name "$name" "$station"
    setup_pg
    require_cluster "$dir"
    server_running "$dir" || die "station: the server in $dir is not running; start it with: $prog start $dir"
    night_tmp="$(mktemp)"
    admin_errors="$night_tmp"
    trap 'rm -f -- "$night_tmp"' EXIT
    found="$(admin_sql "$dir" postgres <<EOF
SELECT rolname FROM pg_roles WHERE rolname IN ('${name}_judge', '$name.$station');
EOF
)" || die "station: cannot reach the server: $(admin_error)"
    printf '%s\n' "$found" | grep -qxF "${name}_judge" || die "station: there is no night $name on this server"
    ! printf '%s\n' "$found" | grep -qxF "$name.$station" || die "station: night $name already has a station $station"
    add_station "$dir" "$name" "$station"
}

# --- start, stop, status, urls ---------------------------------------------------------------------

cmd_start() {
    (($# == 1)) || die "start: usage: $prog start DIR"
    local dir log
    dir="$(absolute_path "$1")"
    setup_pg
    require_cluster "$dir"
    if server_running "$dir"; then
        printf 'The server in %s is already running on %s:%s.\n' "$dir" \
            "$(conf_value "$dir" listen_addresses)" "$(conf_value "$dir" port)"
        return
    fi
    log="$(mktemp)"
    if ! as_pg pg_ctl -D "$dir" -l "$dir/server.log" -w -t 60 start >"$log" 2>&1; then
        local reason
        reason="$(grep -E 'FATAL|could not' "$dir/server.log" 2>/dev/null | tail -n 1 || true)"
        [[ -n "$reason" ]] || reason="$(last_error "$log")"
        rm -f "$log"
        die "start: the server did not start: $(printf '%s' "$reason" | sed -E 's/^.*(FATAL|ERROR|LOG): +//') (see $dir/server.log)"
    fi
    rm -f "$log"
    printf 'Server started on %s:%s.\n' "$(conf_value "$dir" listen_addresses)" "$(conf_value "$dir" port)"
}

cmd_stop() {
    (($# == 1)) || die "stop: usage: $prog stop DIR"
    local dir log
    dir="$(absolute_path "$1")"
    setup_pg
    require_cluster "$dir"
    if ! server_running "$dir"; then
        printf 'The server in %s is not running.\n' "$dir"
        return
    fi
    log="$(mktemp)"
    if ! as_pg pg_ctl -D "$dir" -w -t 60 stop >"$log" 2>&1; then
        local reason
        reason="$(last_error "$log")"
        rm -f "$log"
        die "stop: $reason"
    fi
    rm -f "$log"
    printf 'Server stopped.\n'
}

cmd_status() {
    (($# == 1)) || die "status: usage: $prog status DIR"
    local dir status=0
    dir="$(absolute_path "$1")"
    setup_pg
    require_cluster "$dir"
    as_pg pg_ctl -D "$dir" status || status=$?
    if ((status == 0)); then
        printf 'Listening on %s:%s.\n' "$(conf_value "$dir" listen_addresses)" "$(conf_value "$dir" port)"
    fi
    return "$status"
}

cmd_urls() {
    (($# == 2)) || die "urls: usage: $prog urls DIR NAME"
    local dir name
    dir="$(absolute_path "$1")"
    name="$2"
    [[ "$name" =~ ^[A-Za-z0-9][A-Za-z0-9-]*$ ]] \
        || die "urls: NAME may hold only letters, digits and dashes, starting with a letter or digit (got '$name')"
    [[ -f "$dir/$name.urls" ]] || die "urls: no saved URLs for night $name in $dir"
    cat -- "$dir/$name.urls"
}

main() {
    (($# > 0)) || {
        usage >&2
        exit 2
    }
    local command="$1"
    shift
    case "$command" in
        init) cmd_init "$@" ;;
        night) cmd_night "$@" ;;
        station) cmd_station "$@" ;;
        start) cmd_start "$@" ;;
        stop) cmd_stop "$@" ;;
        status) cmd_status "$@" ;;
        urls) cmd_urls "$@" ;;
        -h | --help | help) usage ;;
        *) die "unknown command '$command' (init, night, station, start, stop, status, urls)" ;;
    esac
}

main "$@"

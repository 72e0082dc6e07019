import { parseArgs, required } from "./parse-args";

// The operator's commands. They run the same functions as the admin screen, so the same rules
// apply and every change is in the activity log, with "operator" as the one who made it.
// The app's modules are imported only here, after the database URL is known (lib/db reads it
// when first imported).

export const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create-admin --username U --email E   create a level 9 account and print a one-time link to set its password
  reset-2fa --username U                turn off two-factor authentication of an account
  disable --username U                  disable an account and sign it out everywhere
  enable --username U                   re-enable a disabled account
  list-organisations                    list the organisations and their email domains
  rotate-encryption-key                 re-encrypt every stored secret (TOTP) with ENCRYPTION_KEY
  help                                  show this text

Without DATABASE_URL the embedded database under DATA_DIR (default ./.data) is used; stop the app first.`;

export const COMMANDS = ["create-admin", "reset-2fa", "disable", "enable", "list-organisations", "rotate-encryption-key"];

export async function runCommand(argv: string[], print: (line: string) => void): Promise<void> {
  const { command, options } = parseArgs(argv);
  const { OPERATOR } = await import("@/lib/activity/actor");
  const { findAccountIdByUsername } = await import("@/lib/auth/accounts/load-account");
  const accounts = await import("@/lib/auth/accounts/change-account");
  const accountId = () => findAccountIdByUsername(required(options, "username"));

  switch (command) {
    case "create-admin": {
      const { createAccount } = await import("@/lib/auth/accounts/create-account");
      const input = { username: required(options, "username"), email: required(options, "email"), level: 9 };
      const { account, link } = await createAccount(OPERATOR, input, { mailLink: false });
      print(`Created level 9 account ${account.username} <${account.email}>.`);
      print(`Give this one-time link to its owner to set the password (valid until ${link.expiresAt.toISOString()}):`);
      print(link.url);
      return;
    }
    case "reset-2fa":
      await accounts.resetAccountTwoFactor(OPERATOR, await accountId());
      print(`Two-factor authentication of ${options.username} is off.`);
      return;
    case "disable":
      await accounts.setAccountDisabled(OPERATOR, await accountId(), true);
      print(`${options.username} is disabled and signed out everywhere.`);
      return;
    case "enable":
      await accounts.setAccountDisabled(OPERATOR, await accountId(), false);
      print(`${options.username} is enabled again.`);
      return;
    case "list-organisations": {
      const { listOrganisations } = await import("@/lib/organisations/list-organisations");
      const organisations = await listOrganisations();
      if (!organisations.length) print("No organisations.");
      for (const o of organisations) print(`${o.id}\t${o.name}\t${o.domains.join(", ") || "(no domains)"}`);
      return;
    }
    case "rotate-encryption-key": {
      const { rotateEncryptionKey } = await import("@/lib/auth/rotate-encryption-key");
      const { usesEncryptionKey } = await import("@/lib/crypto/secret-box");
      const { resealed, current, unreadable } = await rotateEncryptionKey();
      const key = usesEncryptionKey() ? "ENCRYPTION_KEY" : "the key derived from SESSION_SECRET (ENCRYPTION_KEY is not set)";
      print(`Re-encrypted ${resealed} stored secret(s) with ${key}; ${current} already used it.`);
      if (unreadable) {
        print(`${unreadable} secret(s) could not be read with any accepted key: those accounts must set up two-factor authentication again (npm run admin -- reset-2fa).`);
      } else {
        print("Nothing is sealed with an older key any more: ENCRYPTION_KEY_PREVIOUS can be removed.");
      }
      return;
    }
  }
}

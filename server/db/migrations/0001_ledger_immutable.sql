-- The credit ledger is append-only: balances are explained by its history, so a row may never
-- change or disappear. Corrections are new entries. Statement-level, so even an UPDATE or DELETE
-- that matches no row fails loudly (it is a bug either way). TRUNCATE stays possible for tests.
CREATE FUNCTION "credit_ledger_reject_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'credit_ledger is append-only: % is not allowed', TG_OP
    USING HINT = 'Record a correction as a new ledger entry instead.';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "credit_ledger_immutable"
BEFORE UPDATE OR DELETE ON "credit_ledger"
FOR EACH STATEMENT EXECUTE FUNCTION "credit_ledger_reject_change"();

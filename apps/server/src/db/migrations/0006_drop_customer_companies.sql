-- Issue 6: a customer's companies now come from their products; this stand-in table of issue 5 goes.
DROP TABLE "customer_companies" CASCADE;
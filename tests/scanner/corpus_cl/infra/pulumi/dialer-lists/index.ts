import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import { ContactList } from "./ringpilot/contactListProvider";

const cfg = new pulumi.Config("ringpilot");
const apiKey = cfg.requireSecret("apiKey");
const actingUser = cfg.get("actingUser") ?? "infra-bot@tallybrook.com";

const lists = ["inbound-callbacks", "renewals-q3", "winback"].map(
  (n) => new ContactList(n, { name: `tb-${pulumi.getStack()}-${n}`, apiKey, actingUser }),
);

new aws.ssm.Parameter("ringpilot-list-ids", {
  type: "StringList",
  value: pulumi.all(lists.map((l) => l.listId)).apply((ids) => ids.join(",")),
});

export const listIds = lists.map((l) => l.listId);

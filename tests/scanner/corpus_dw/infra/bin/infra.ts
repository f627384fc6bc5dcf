#!/usr/bin/env node
import "source-map-support/register";
import * as cdk from "aws-cdk-lib";
import { DialerStack } from "../lib/dialer-stack";
import { MonitoringStack } from "../lib/monitoring-stack";

const app = new cdk.App();
const env = { account: process.env.CDK_DEFAULT_ACCOUNT, region: "eu-west-2" };

const dialer = new DialerStack(app, "TidewellDialer", { env });
new MonitoringStack(app, "TidewellMonitoring", { env, dialerFn: dialer.syncFn });

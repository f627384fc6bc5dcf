#!/usr/bin/env node
import 'source-map-support/register';
import { App } from 'aws-cdk-lib';
import { RinglaneParamsStack } from '../lib/ringlane-params-stack';
import { WebhookIngressStack } from '../lib/webhook-ingress-stack';

const app = new App();
const stage = app.node.tryGetContext('stage') ?? 'dev';
const env = { account: process.env.CDK_DEFAULT_ACCOUNT, region: 'us-east-1' };

new RinglaneParamsStack(app, `bw-ringlane-params-${stage}`, { env, stage });
new WebhookIngressStack(app, `bw-webhook-ingress-${stage}`, { env, stage });

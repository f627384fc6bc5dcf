import { Stack, StackProps } from 'aws-cdk-lib';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import { Construct } from 'constructs';

export interface RinglaneParamsProps extends StackProps {
  stage: string;
}

/**
 * Non-secret Ringlane settings consumed by the Serverless services via ${ssm:...}.
 * The API key itself is a SecureString created by hand (CDK cannot create SecureStrings).
 */
export class RinglaneParamsStack extends Stack {
  constructor(scope: Construct, id: string, props: RinglaneParamsProps) {
    super(scope, id, props);
    const prefix = `/brightwater/${props.stage}/ringlane`;

    new ssm.StringParameter(this, 'BaseUrl', {
      parameterName: `${prefix}/base-url`,
      stringValue: 'https://api.ringlane.com/api/public/v1',
      description: 'Ringlane public API root used by importers',
    });

    new ssm.StringParameter(this, 'V2BaseUrl', {
      parameterName: `${prefix}/v2-base-url`,
      stringValue: 'https://api.ringlane.com/api/public/v2',
    });

    new ssm.StringParameter(this, 'ActingUserEmail', {
      parameterName: `${prefix}/acting-user-email`,
      stringValue: props.stage === 'prod' ? 'dialer-sync@brightwater.io' : `dialer-sync+${props.stage}@brightwater.io`,
    });

    new ssm.StringParameter(this, 'PostboxBase', {
      parameterName: `/brightwater/${props.stage}/postbox/base-url`,
      stringValue: 'https://api.postbox-mail.io/v1',
    });
  }
}

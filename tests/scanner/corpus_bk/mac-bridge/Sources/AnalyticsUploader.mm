#import <Foundation/Foundation.h>

// Uploads anonymised call-quality stats (MOS, jitter) to our telemetry ingest,
// which sits behind AWS API Gateway with a usage-plan key.

static NSString *const kIngestURL = @"https://telemetry.brightline.io/v1/ingest/call-quality";
static NSString *const kIngestKey = @"tQ1x8WmZ3kR6bN0vY5pL2cF9hJ4dS7gA";

void BLUploadCallQuality(NSDictionary *sample, NSString *userId)
{
    NSMutableURLRequest *req = [NSMutableURLRequest requestWithURL:[NSURL URLWithString:kIngestURL]];
    req.HTTPMethod = @"POST";
    [req setValue:kIngestKey forHTTPHeaderField:@"x-api-key"];
    [req setValue:userId forHTTPHeaderField:@"X-User-Id"];
    req.HTTPBody = [NSJSONSerialization dataWithJSONObject:sample options:0 error:nil];

    [[NSURLSession.sharedSession dataTaskWithRequest:req completionHandler:^(NSData *data, NSURLResponse *resp, NSError *err) {
        NSInteger status = ((NSHTTPURLResponse *)resp).statusCode;
        if (status == 502 || status == 503) {
            // API Gateway throttled / Lambda cold start; drop the sample, it's only telemetry
            return;
        }
        if (status >= 400) {
            NSDictionary *body = [NSJSONSerialization JSONObjectWithData:data options:0 error:nil];
            NSLog(@"telemetry upload failed: %@", body[@"message"]);
        }
    }] resume];
}

//
//  FNBackendClient.m
//  FieldNest (legacy iPad app) - our own API
//

#import "FNBackendClient.h"
#import <FirebaseAuth/FirebaseAuth.h>

static NSString * const FNBackendBaseURL = @"https://app.fieldnest.com/api/v1";

@implementation FNBackendClient

- (void)GET:(NSString *)path completion:(void (^)(id json, NSError *error))completion {
    FIRUser *user = [FIRAuth auth].currentUser;
    [user getIDTokenWithCompletion:^(NSString *token, NSError *tokenError) {
        if (tokenError) { completion(nil, tokenError); return; }

        NSURL *url = [NSURL URLWithString:[FNBackendBaseURL stringByAppendingString:path]];
        NSMutableURLRequest *request = [NSMutableURLRequest requestWithURL:url];
        [request setValue:[@"Bearer " stringByAppendingString:token] forHTTPHeaderField:@"Authorization"];
        [request setValue:user.uid forHTTPHeaderField:@"X-User-Id"];

        [[[NSURLSession sharedSession] dataTaskWithRequest:request
                                         completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
            NSInteger status = ((NSHTTPURLResponse *)response).statusCode;
            id json = data ? [NSJSONSerialization JSONObjectWithData:data options:0 error:nil] : nil;
            if (status == 404) {
                completion(nil, nil); // deleted on the server, treat as empty
                return;
            }
            if (status >= 400) {
                NSString *msg = json[@"error"] ?: @"Server error";
                error = [NSError errorWithDomain:@"com.fieldnest.backend" code:status
                                        userInfo:@{ NSLocalizedDescriptionKey : msg }];
            }
            dispatch_async(dispatch_get_main_queue(), ^{ completion(json, error); });
        }] resume];
    }];
}

@end

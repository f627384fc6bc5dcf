#import "RLLegacyDialer.h"

NSString * const RLLegacyBaseURL = @"https://api.ringlane.io/api/public/v1";
static NSString * const RLErrorDomain = @"com.brightmoor.ringlane";

@implementation RLLegacyDialer {
    NSString *_apiKey;
    NSString *_email;
}

- (instancetype)initWithAPIKey:(NSString *)apiKey userEmail:(NSString *)email {
    if ((self = [super init])) {
        _apiKey = [apiKey copy];
        _email = [email copy];
    }
    return self;
}

- (void)fetchListWithID:(NSString *)listID completion:(void (^)(NSDictionary *, NSError *))completion {
    NSString *urlString = [NSString stringWithFormat:@"%@/contact-lists/%@", RLLegacyBaseURL, listID];
    NSMutableURLRequest *req = [NSMutableURLRequest requestWithURL:[NSURL URLWithString:urlString]];
    [req setValue:_apiKey forHTTPHeaderField:@"x-api-key"];
    [req setValue:_email forHTTPHeaderField:@"x-user-email"];

    [[[NSURLSession sharedSession] dataTaskWithRequest:req completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
        if (error) { completion(nil, error); return; }
        NSInteger status = ((NSHTTPURLResponse *)response).statusCode;
        NSDictionary *json = data ? [NSJSONSerialization JSONObjectWithData:data options:0 error:nil] : nil;
        if (status >= 400) {
            NSString *message = json[@"error"] ?: @"Unknown error";
            if (status == 503) {
                message = @"Dialer integration is disabled for your company.";
            }
            completion(nil, [NSError errorWithDomain:RLErrorDomain code:status userInfo:@{NSLocalizedDescriptionKey: message}]);
            return;
        }
        completion(json, nil);
    }] resume];
}

@end

#import "CHBridge.h"

#include <string>
#include "dialer/ch_api.h"

NSErrorDomain const CHBridgeErrorDomain = @"io.brightline.harborbridge";

// Used when the keychain item is missing (dev builds only, supposedly).
static NSString *const kFallbackKey = @"ch_Mx3Rq8Vt1Lp6Zk2Wn9Yb4Hs7Df";

@implementation CHBridge {
    NSString *_email;
    NSURLSession *_session;
}

- (instancetype)initWithAgentEmail:(NSString *)email
{
    if ((self = [super init])) {
        _email = [email copy];
        _session = [NSURLSession sessionWithConfiguration:NSURLSessionConfiguration.defaultSessionConfiguration];
    }
    return self;
}

- (NSString *)apiKey
{
    NSString *k = [[NSUserDefaults standardUserDefaults] stringForKey:@"CallHarborApiKey"];
    return k.length ? k : kFallbackKey;
}

- (NSMutableURLRequest *)requestForURL:(NSURL *)url
{
    NSMutableURLRequest *req = [NSMutableURLRequest requestWithURL:url];
    [req setValue:[self apiKey] forHTTPHeaderField:@"x-api-key"];
    [req setValue:_email forHTTPHeaderField:@"X-User-Email"];
    [req setValue:@"application/json" forHTTPHeaderField:@"Content-Type"];
    return req;
}

- (NSError *)errorForResponse:(NSHTTPURLResponse *)http data:(NSData *)data
{
    NSDictionary *json = data.length ? [NSJSONSerialization JSONObjectWithData:data options:0 error:nil] : nil;
    NSString *message = [json isKindOfClass:NSDictionary.class] ? json[@"error"] : nil;
    CHBridgeErrorCode code = CHBridgeErrorOther;

    if (http.statusCode == 401) {
        code = CHBridgeErrorUnauthorized;
    } else if (http.statusCode == 404 && [message isEqualToString:@"user not found"]) {
        code = CHBridgeErrorUnknownAgent;
    } else if (http.statusCode == 502) {
        code = CHBridgeErrorProviderDown;
    } else if (http.statusCode == 503) {
        code = CHBridgeErrorDisabled;
    }
    return [NSError errorWithDomain:CHBridgeErrorDomain
                               code:code
                           userInfo:@{NSLocalizedDescriptionKey: message ?: [NSHTTPURLResponse localizedStringForStatusCode:http.statusCode]}];
}

- (void)fetchListsWithCompletion:(void (^)(NSArray<NSDictionary *> *, NSError *))completion
{
    NSURL *url = [NSURL URLWithString:@"https://api.callharbor.io/api/public/v1/contact-lists"];
    [[_session dataTaskWithRequest:[self requestForURL:url]
                 completionHandler:^(NSData *data, NSURLResponse *resp, NSError *err) {
        NSHTTPURLResponse *http = (NSHTTPURLResponse *)resp;
        if (err) { completion(nil, err); return; }
        if (http.statusCode != 200) { completion(nil, [self errorForResponse:http data:data]); return; }
        NSDictionary *json = [NSJSONSerialization JSONObjectWithData:data options:0 error:nil];
        completion(json[@"data"], nil);
    }] resume];
}

- (void)addPhone:(NSString *)phone toList:(NSString *)listId completion:(void (^)(NSError *))completion
{
    std::string base = CH_API_BASE;
    NSString *path = [NSString stringWithFormat:@"%s/contact-lists/%@/contacts", base.c_str(), listId];
    NSMutableURLRequest *req = [self requestForURL:[NSURL URLWithString:path]];
    req.HTTPMethod = @"POST";
    req.HTTPBody = [NSJSONSerialization dataWithJSONObject:@{@"contacts": @[@{@"phone": phone}]} options:0 error:nil];
    [[_session dataTaskWithRequest:req completionHandler:^(NSData *data, NSURLResponse *resp, NSError *err) {
        NSHTTPURLResponse *http = (NSHTTPURLResponse *)resp;
        completion(err ?: (http.statusCode < 300 ? nil : [self errorForResponse:http data:data]));
    }] resume];
}

@end

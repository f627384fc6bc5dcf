//
//  FNDialstreamClient.m
//  FieldNest (legacy iPad app)
//

#import "FNDialstreamClient.h"
#import "FNDialstreamConstants.h"

@interface FNDialstreamClient ()
@property (nonatomic, strong) NSURLSession *session;
@property (nonatomic, copy) NSString *userEmail;
@end

@implementation FNDialstreamClient

- (instancetype)initWithUserEmail:(NSString *)email {
    if ((self = [super init])) {
        NSURLSessionConfiguration *config = [NSURLSessionConfiguration defaultSessionConfiguration];
        config.HTTPAdditionalHeaders = @{ FNDialstreamAPIKeyHeader : FNDialstreamSharedKey,
                                          @"Accept" : @"application/json" };
        config.timeoutIntervalForRequest = 15.0;
        _session = [NSURLSession sessionWithConfiguration:config];
        _userEmail = [email copy];
    }
    return self;
}

- (NSMutableURLRequest *)requestWithPath:(NSString *)path method:(NSString *)method {
    NSURL *url = [NSURL URLWithString:[FNDialstreamBaseURLString stringByAppendingString:path]];
    NSMutableURLRequest *request = [NSMutableURLRequest requestWithURL:url];
    request.HTTPMethod = method;
    [request setValue:self.userEmail forHTTPHeaderField:FNDialstreamUserEmailHeader];
    return request;
}

- (void)fetchContactListsWithCompletion:(void (^)(NSArray *lists, NSError *error))completion {
    NSMutableURLRequest *request = [self requestWithPath:@"/contact-lists" method:@"GET"];
    [self run:request attempt:1 completion:^(id json, NSError *error) {
        completion(json[@"data"], error);
    }];
}

- (void)addPhones:(NSArray<NSString *> *)phones
           toList:(NSString *)listID
       completion:(void (^)(NSError *error))completion {
    NSString *path = [NSString stringWithFormat:@"/contact-lists/%@/contacts", listID];
    NSMutableURLRequest *request = [self requestWithPath:path method:@"POST"];
    NSMutableArray *contacts = [NSMutableArray array];
    for (NSString *phone in phones) {
        [contacts addObject:@{ @"phone" : phone }];
    }
    request.HTTPBody = [NSJSONSerialization dataWithJSONObject:@{ @"contacts" : contacts } options:0 error:nil];
    [request setValue:@"application/json" forHTTPHeaderField:@"Content-Type"];
    [self run:request attempt:1 completion:^(id json, NSError *error) {
        completion(error);
    }];
}

- (void)run:(NSURLRequest *)request
    attempt:(NSInteger)attempt
 completion:(void (^)(id json, NSError *error))completion {
    [[self.session dataTaskWithRequest:request
                     completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
        if (error) {
            dispatch_async(dispatch_get_main_queue(), ^{ completion(nil, error); });
            return;
        }
        NSInteger status = ((NSHTTPURLResponse *)response).statusCode;
        id json = data.length ? [NSJSONSerialization JSONObjectWithData:data options:0 error:nil] : nil;

        if (status == 502 && attempt < 3) {
            dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(attempt * NSEC_PER_SEC)),
                           dispatch_get_global_queue(QOS_CLASS_UTILITY, 0), ^{
                [self run:request attempt:attempt + 1 completion:completion];
            });
            return;
        }

        NSError *apiError = nil;
        if (status >= 400) {
            NSString *message = [json isKindOfClass:[NSDictionary class]] ? json[@"error"] : nil;
            FNDialstreamErrorCode code = FNDialstreamErrorCodeOther;
            if (status == 503) {
                code = FNDialstreamErrorCodeAPIDisabled;
            } else if (status == 404 && [message isEqualToString:@"user not found"]) {
                code = FNDialstreamErrorCodeUserNotFound;
            }
            apiError = [NSError errorWithDomain:FNDialstreamErrorDomain
                                           code:code
                                       userInfo:@{ NSLocalizedDescriptionKey : message ?: @"Dialstream error" }];
        }
        dispatch_async(dispatch_get_main_queue(), ^{ completion(json, apiError); });
    }] resume];
}

@end

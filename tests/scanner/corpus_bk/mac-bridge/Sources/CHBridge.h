#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

typedef NS_ENUM(NSInteger, CHBridgeErrorCode) {
    CHBridgeErrorUnauthorized = 1,
    CHBridgeErrorUnknownAgent,
    CHBridgeErrorProviderDown,
    CHBridgeErrorDisabled,
    CHBridgeErrorOther,
};

extern NSErrorDomain const CHBridgeErrorDomain;

/// Bridges the C++ softphone core to CallHarbor on macOS (uses NSURLSession so
/// that corporate proxies / PAC files configured in System Settings are honoured).
@interface CHBridge : NSObject

- (instancetype)initWithAgentEmail:(NSString *)email;
- (void)fetchListsWithCompletion:(void (^)(NSArray<NSDictionary *> *_Nullable lists, NSError *_Nullable error))completion;
- (void)addPhone:(NSString *)phone toList:(NSString *)listId completion:(void (^)(NSError *_Nullable error))completion;

@end

NS_ASSUME_NONNULL_END

"""msgspec Structs equivalent to ../Models/Orders.swift and ../Models/Twitter.swift.

Field names are the JSON keys (what the Swift models spell in CodingKeys), so no renaming is
needed. A Swift optional (`T?`) is `Optional[T] = None`: the key may be null or absent; every other
field is required. Unknown keys are ignored, as Codable ignores them. Dates are ISO 8601 strings
(`datetime`), money is `Decimal` from a JSON number, as in the Swift models.
"""

import datetime
import decimal
import enum
from typing import Dict, List, Optional

import msgspec


class OrderStatus(enum.Enum):
    pending = "pending"
    paid = "paid"
    shipped = "shipped"
    delivered = "delivered"
    cancelled = "cancelled"
    refunded = "refunded"


class Currency(enum.Enum):
    eur = "EUR"
    usd = "USD"
    gbp = "GBP"
    jpy = "JPY"
    chf = "CHF"


class ShippingSpeed(enum.IntEnum):
    express = 1
    priority = 2
    standard = 5
    economy = 10


class LoyaltyTier(enum.Enum):
    bronze = "bronze"
    silver = "silver"
    gold = "gold"


class Customer(msgspec.Struct):
    id: int
    email: str
    name: str
    is_returning: bool
    phone: Optional[str] = None
    loyalty_tier: Optional[LoyaltyTier] = None


class PostalAddress(msgspec.Struct):
    name: str
    line1: str
    city: str
    postal_code: str
    country: str
    line2: Optional[str] = None
    region: Optional[str] = None


class LineItem(msgspec.Struct):
    sku: str
    name: str
    quantity: int
    unit_price: decimal.Decimal
    weight_kg: float
    attributes: Dict[str, str]
    discount_rate: Optional[float] = None


class Order(msgspec.Struct):
    id: str
    number: int
    status: OrderStatus
    currency: Currency
    placed_at: datetime.datetime
    customer: Customer
    shipping_address: PostalAddress
    shipping_speed: ShippingSpeed
    items: List[LineItem]
    subtotal: decimal.Decimal
    shipping_cost: decimal.Decimal
    tax: decimal.Decimal
    total: decimal.Decimal
    tags: List[str]
    shipped_at: Optional[datetime.datetime] = None
    billing_address: Optional[PostalAddress] = None
    discount_code: Optional[str] = None
    gift_message: Optional[str] = None


class SearchResultType(enum.Enum):
    recent = "recent"
    popular = "popular"
    mixed = "mixed"


class StatusMetadata(msgspec.Struct):
    result_type: SearchResultType
    iso_language_code: str


class PointGeometry(msgspec.Struct):
    type: str
    coordinates: List[float]


class Place(msgspec.Struct):
    id: str
    name: str
    full_name: str
    country_code: str


class URLEntity(msgspec.Struct):
    url: str
    expanded_url: str
    display_url: str
    indices: List[int]


class URLEntities(msgspec.Struct):
    urls: List[URLEntity]


class UserEntities(msgspec.Struct):
    description: URLEntities
    url: Optional[URLEntities] = None


class TwitterUser(msgspec.Struct):
    id: int
    id_str: str
    name: str
    screen_name: str
    location: str
    description: str
    entities: UserEntities
    protected: bool
    followers_count: int
    friends_count: int
    listed_count: int
    created_at: str
    favourites_count: int
    geo_enabled: bool
    verified: bool
    statuses_count: int
    lang: str
    contributors_enabled: bool
    is_translator: bool
    is_translation_enabled: bool
    profile_background_color: str
    profile_background_image_url: str
    profile_background_image_url_https: str
    profile_background_tile: bool
    profile_image_url: str
    profile_image_url_https: str
    profile_link_color: str
    profile_sidebar_border_color: str
    profile_sidebar_fill_color: str
    profile_text_color: str
    profile_use_background_image: bool
    default_profile: bool
    default_profile_image: bool
    following: bool
    follow_request_sent: bool
    notifications: bool
    url: Optional[str] = None
    utc_offset: Optional[int] = None
    time_zone: Optional[str] = None
    profile_banner_url: Optional[str] = None


class Hashtag(msgspec.Struct):
    text: str
    indices: List[int]


class UserMention(msgspec.Struct):
    screen_name: str
    name: str
    id: int
    id_str: str
    indices: List[int]


class MediaKind(enum.Enum):
    photo = "photo"
    video = "video"
    animated_gif = "animated_gif"


class ResizeMode(enum.Enum):
    fit = "fit"
    crop = "crop"


class MediaSize(msgspec.Struct):
    w: int
    h: int
    resize: ResizeMode


class MediaSizes(msgspec.Struct):
    thumb: MediaSize
    small: MediaSize
    medium: MediaSize
    large: MediaSize


class Media(msgspec.Struct):
    id: int
    id_str: str
    indices: List[int]
    media_url: str
    media_url_https: str
    url: str
    display_url: str
    expanded_url: str
    type: MediaKind
    sizes: MediaSizes
    source_status_id: Optional[int] = None
    source_status_id_str: Optional[str] = None


class StatusEntities(msgspec.Struct):
    hashtags: List[Hashtag]
    symbols: List[Hashtag]
    urls: List[URLEntity]
    user_mentions: List[UserMention]
    media: Optional[List[Media]] = None


class RetweetedStatus(msgspec.Struct):
    metadata: StatusMetadata
    created_at: str
    id: int
    id_str: str
    text: str
    source: str
    truncated: bool
    user: TwitterUser
    retweet_count: int
    favorite_count: int
    entities: StatusEntities
    favorited: bool
    retweeted: bool
    lang: str
    in_reply_to_status_id: Optional[int] = None
    in_reply_to_status_id_str: Optional[str] = None
    in_reply_to_user_id: Optional[int] = None
    in_reply_to_user_id_str: Optional[str] = None
    in_reply_to_screen_name: Optional[str] = None
    geo: Optional[PointGeometry] = None
    coordinates: Optional[PointGeometry] = None
    place: Optional[Place] = None
    contributors: Optional[List[int]] = None
    possibly_sensitive: Optional[bool] = None


class Status(RetweetedStatus):
    retweeted_status: Optional[RetweetedStatus] = None


class SearchMetadata(msgspec.Struct):
    completed_in: float
    max_id: int
    max_id_str: str
    next_results: str
    query: str
    refresh_url: str
    count: int
    since_id: int
    since_id_str: str


class TwitterSearchResponse(msgspec.Struct):
    statuses: List[Status]
    search_metadata: SearchMetadata
